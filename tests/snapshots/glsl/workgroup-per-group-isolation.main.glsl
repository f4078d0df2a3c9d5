#version 450 core
// Translated from TGSI by Tungsten (COMP, 44 instructions)
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;
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
vec4 svs[2];
const uvec4 imms[2] = uvec4[2](
    uvec4(1u, 16u, 4u, 64u),
    uvec4(0u, 1000u, 8u, 0u));
shared uint tgsi_shared[16];
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
    svs[0] = uintBitsToFloat(uvec4(gl_LocalInvocationID, 0u));
    svs[1] = uintBitsToFloat(uvec4(gl_WorkGroupID, 0u));
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
            if (tgsi_w + 0u < 16u) tgsi_shared[tgsi_w + 0u] = tgsi_v.x;
        }
        t1.x = (uintBitsToFloat(floatBitsToUint(t1.xxxx) + imms[0].wwww)).x;
    }
    barrier();
    t3 = uintBitsToFloat(imms[1].xxxx);
    t4 = uintBitsToFloat(imms[1].xxxx);
    t5.x = (uintBitsToFloat(floatBitsToUint(t0.xxxx) * imms[0].zzzz)).x;
    t6.x = (uintBitsToFloat(imms[1].yyyy * floatBitsToUint(svs[1].xxxx))).x;
    t7.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t0), imms[1].xxxx)))).x;
    t8.x = (uintBitsToFloat(floatBitsToUint(t7) & imms[0].xxxx)).x;
    t9.x = (uintBitsToFloat(floatBitsToUint(t6) * floatBitsToUint(t8))).x;
    t10.x = (uintBitsToFloat(floatBitsToUint(t0) + floatBitsToUint(t9))).x;
    {
        uint tgsi_w = (floatBitsToUint(t5.xxxx)).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t10);
        if (tgsi_w + 0u < 16u) tgsi_shared[tgsi_w + 0u] = tgsi_v.x;
    }
    memoryBarrierShared();
    barrier();
    t11.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t0), imms[1].xxxx)))).x;
    if ((floatBitsToUint(t11.xxxx)).x != 0u) {
        t3 = uintBitsToFloat(imms[1].xxxx);
        t4 = uintBitsToFloat(imms[1].xxxx);
        for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
            t15.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t4.xxxx), imms[0].yyyy)))).x;
            t16.x = (uintBitsToFloat(~floatBitsToUint(t15))).x;
            if ((floatBitsToUint(t16.xxxx)).x != 0u) {
                break;
            }
            t19.x = (uintBitsToFloat(floatBitsToUint(t4.xxxx) * imms[0].zzzz)).x;
            {
                uint tgsi_o = (floatBitsToUint(t19.xxxx)).x;
                uvec4 tgsi_v = uvec4(0u);
                if (16u >= 1u && tgsi_o <= (16u - 1u) * 4u) {
                    uint tgsi_w = tgsi_o >> 2;
                    tgsi_v.x = tgsi_shared[tgsi_w + 0u];
                }
                t20.x = (uintBitsToFloat(tgsi_v)).x;
            }
            t21.x = (uintBitsToFloat(floatBitsToUint(t3.xxxx) + floatBitsToUint(t20))).x;
            t3 = t21;
            t23.x = (uintBitsToFloat(floatBitsToUint(t4.xxxx) + imms[0].xxxx)).x;
            t4 = t23;
        }
        t24.x = (uintBitsToFloat(floatBitsToUint(svs[1].xxxx) * imms[0].zzzz)).x;
        {
            uint tgsi_w = (floatBitsToUint(t24.xxxx)).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t3);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
    }
    tgsi_store_outputs();
}
