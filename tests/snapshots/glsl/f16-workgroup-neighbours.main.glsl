#version 450 core
// Translated from TGSI by Tungsten (COMP, 62 instructions)
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;
precise vec4 t0;
precise vec4 t1;
precise vec4 t2;
precise vec4 t3;
precise vec4 t4;
precise vec4 t5;
precise vec4 t6;
precise vec4 t7;
precise vec4 t8;
precise vec4 t9;
precise vec4 t10;
precise vec4 t11;
precise vec4 t12;
precise vec4 t13;
precise vec4 t14;
precise vec4 t15;
precise vec4 t16;
precise vec4 t17;
precise vec4 t18;
precise vec4 t19;
precise vec4 t20;
precise vec4 t21;
precise vec4 t22;
precise vec4 t23;
precise vec4 t24;
precise vec4 t25;
precise vec4 t26;
precise vec4 t27;
precise vec4 t28;
precise vec4 t29;
precise vec4 t30;
precise vec4 t31;
precise vec4 t32;
precise vec4 t33;
precise vec4 t34;
vec4 svs[1];
const uvec4 imms[5] = uvec4[5](
    uvec4(1u, 64u, 4u, 128u),
    uvec4(0u, 256u, 2u, 65535u),
    uvec4(3u, 4294967292u, 8u, 16u),
    uvec4(0u, 0u, 0u, 0u),
    uvec4(20u, 0u, 0u, 0u));
shared uint tgsi_shared[32];
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
void tgsi_load_inputs() {
    t0 = vec4(0.0);
    t1 = vec4(0.0);
    t2 = vec4(0.0);
    t3 = vec4(0.0);
    t4 = vec4(0.0);
    t5 = vec4(0.0);
    t6 = vec4(0.0);
    t7 = vec4(0.0);
    t8 = vec4(0.0);
    t9 = vec4(0.0);
    t10 = vec4(0.0);
    t11 = vec4(0.0);
    t12 = vec4(0.0);
    t13 = vec4(0.0);
    t14 = vec4(0.0);
    t15 = vec4(0.0);
    t16 = vec4(0.0);
    t17 = vec4(0.0);
    t18 = vec4(0.0);
    t19 = vec4(0.0);
    t20 = vec4(0.0);
    t21 = vec4(0.0);
    t22 = vec4(0.0);
    t23 = vec4(0.0);
    t24 = vec4(0.0);
    t25 = vec4(0.0);
    t26 = vec4(0.0);
    t27 = vec4(0.0);
    t28 = vec4(0.0);
    t29 = vec4(0.0);
    t30 = vec4(0.0);
    t31 = vec4(0.0);
    t32 = vec4(0.0);
    t33 = vec4(0.0);
    t34 = vec4(0.0);
    svs[0] = uintBitsToFloat(uvec4(gl_LocalInvocationID, 0u));
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0.x = (uintBitsToFloat(floatBitsToUint(svs[0].zzzz) * imms[0].xxxx + floatBitsToUint(svs[0].yyyy))).x;
    t0.x = (uintBitsToFloat(floatBitsToUint(t0.xxxx) * imms[0].yyyy + floatBitsToUint(svs[0].xxxx))).x;
    t1.x = (uintBitsToFloat(floatBitsToUint(t0.xxxx) * imms[0].zzzz)).x;
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t2.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(t1.xxxx), imms[0].wwww)))).x;
        if ((t2.xxxx).x != 0.0) {
            break;
        }
        {
            uint tgsi_w = (floatBitsToUint(t1.xxxx)).x >> 2;
            uvec4 tgsi_v = imms[1].xxxx;
            if (tgsi_w + 0u < 32u) tgsi_shared[tgsi_w + 0u] = tgsi_v.x;
        }
        t1.x = (uintBitsToFloat(floatBitsToUint(t1.xxxx) + imms[1].yyyy)).x;
    }
    barrier();
    t3.x = (uintBitsToFloat(floatBitsToUint(t0.xxxx) * imms[1].zzzz)).x;
    t4.x = (vec4(floatBitsToUint(t0))).x;
    t5.x = (uintBitsToFloat(uvec4(packHalf2x16((t4).xy)))).x;
    t6.x = ((unpackHalf2x16((floatBitsToUint(t5.xxxx)).x)).xyxy).x;
    t7.x = (uintBitsToFloat(floatBitsToUint(t3.xxxx) + imms[1].xxxx)).x;
    t8.x = (uintBitsToFloat(uvec4(packHalf2x16((t6.xxxx).xy)))).x;
    t8.x = (uintBitsToFloat(floatBitsToUint(t8.xxxx) & imms[1].wwww)).x;
    t9.x = (uintBitsToFloat(floatBitsToUint(t7.xxxx) & imms[1].zzzz)).x;
    t9.x = (uintBitsToFloat(floatBitsToUint(t9.xxxx) << (imms[2].xxxx & 31u))).x;
    t8.x = (uintBitsToFloat(floatBitsToUint(t8.xxxx) << (floatBitsToUint(t9.xxxx) & 31u))).x;
    t10.x = (uintBitsToFloat(imms[1].wwww << (floatBitsToUint(t9.xxxx) & 31u))).x;
    t10.x = (uintBitsToFloat(~floatBitsToUint(t10.xxxx))).x;
    t11.x = (uintBitsToFloat(floatBitsToUint(t7.xxxx) & imms[2].yyyy)).x;
    {
        uint tgsi_o = (floatBitsToUint(t11.xxxx)).x;
        uint tgsi_a = (floatBitsToUint(t10.xxxx)).x;
        uint tgsi_r = 0u;
        if (32u >= 1u && tgsi_o <= (32u - 1u) * 4u) {
            tgsi_r = atomicAnd(tgsi_shared[tgsi_o >> 2], tgsi_a);
        }
        t12.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    {
        uint tgsi_o = (floatBitsToUint(t11.xxxx)).x;
        uint tgsi_a = (floatBitsToUint(t8.xxxx)).x;
        uint tgsi_r = 0u;
        if (32u >= 1u && tgsi_o <= (32u - 1u) * 4u) {
            tgsi_r = atomicOr(tgsi_shared[tgsi_o >> 2], tgsi_a);
        }
        t12.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    memoryBarrierShared();
    barrier();
    t13.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t0), imms[0].zzzz)))).x;
    if ((floatBitsToUint(t13.xxxx)).x != 0u) {
        t14.x = (uintBitsToFloat(floatBitsToUint(t0.xxxx) * imms[0].zzzz)).x;
        t15.x = (uintBitsToFloat(floatBitsToUint(t0) ^ imms[0].xxxx)).x;
        t16.x = (uintBitsToFloat(floatBitsToUint(t15.xxxx) * imms[1].zzzz)).x;
        t18.x = (uintBitsToFloat(floatBitsToUint(t16.xxxx) + imms[1].xxxx)).x;
        t20.x = (uintBitsToFloat(floatBitsToUint(t18.xxxx) & imms[2].yyyy)).x;
        {
            uint tgsi_o = (floatBitsToUint(t20.xxxx)).x;
            uvec4 tgsi_v = uvec4(0u);
            if (32u >= 1u && tgsi_o <= (32u - 1u) * 4u) {
                uint tgsi_w = tgsi_o >> 2;
                tgsi_v.x = tgsi_shared[tgsi_w + 0u];
            }
            t19.x = (uintBitsToFloat(tgsi_v)).x;
        }
        t21.x = (uintBitsToFloat(floatBitsToUint(t18.xxxx) & imms[1].zzzz)).x;
        t21.x = (uintBitsToFloat(floatBitsToUint(t21.xxxx) << (imms[2].xxxx & 31u))).x;
        t22.x = (uintBitsToFloat(floatBitsToUint(t19.xxxx) >> (floatBitsToUint(t21.xxxx) & 31u))).x;
        t17.x = ((unpackHalf2x16((floatBitsToUint(t22.xxxx)).x)).xyxy).x;
        {
            uint tgsi_w = (floatBitsToUint(t14.xxxx)).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t17);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
    }
    t23.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t0), imms[0].zzzz)))).x;
    if ((floatBitsToUint(t23.xxxx)).x != 0u) {
        {
            uint tgsi_o = (imms[2].zzzz).x;
            uvec4 tgsi_v = uvec4(0u);
            if (32u >= 1u && tgsi_o <= (32u - 1u) * 4u) {
                uint tgsi_w = tgsi_o >> 2;
                tgsi_v.x = tgsi_shared[tgsi_w + 0u];
            }
            t25.x = (uintBitsToFloat(tgsi_v)).x;
        }
        t26.x = (uintBitsToFloat(floatBitsToUint(t25.xxxx) >> (imms[2].wwww & 31u))).x;
        t24.x = ((unpackHalf2x16((floatBitsToUint(t26.xxxx)).x)).xyxy).x;
        t27.x = (t24.xxxx).x;
        t27.y = (uintBitsToFloat(imms[3].xxxx)).y;
        t28.x = (uintBitsToFloat(uvec4(packHalf2x16((t27).xy)))).x;
        t29.x = (vec4(floatBitsToUint(t28))).x;
        {
            uint tgsi_w = (imms[2].wwww).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t29);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint tgsi_o = (imms[2].zzzz).x;
            uvec4 tgsi_v = uvec4(0u);
            if (32u >= 1u && tgsi_o <= (32u - 1u) * 4u) {
                uint tgsi_w = tgsi_o >> 2;
                tgsi_v.x = tgsi_shared[tgsi_w + 0u];
            }
            t31.x = (uintBitsToFloat(tgsi_v)).x;
        }
        t30.x = ((unpackHalf2x16((floatBitsToUint(t31.xxxx)).x)).xyxy).x;
        t32.x = (t30.xxxx).x;
        t32.y = (uintBitsToFloat(imms[3].xxxx)).y;
        t33.x = (uintBitsToFloat(uvec4(packHalf2x16((t32).xy)))).x;
        t34.x = (vec4(floatBitsToUint(t33))).x;
        {
            uint tgsi_w = (imms[4].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t34);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
    }
    tgsi_store_outputs();
}
