#version 450 core
#extension GL_ARB_gpu_shader_int64 : require
// Translated from TGSI by Tungsten (COMP, 45 instructions)
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
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
precise vec4 t35;
precise vec4 t36;
precise vec4 t37;
precise vec4 t38;
const uvec4 imms[10] = uvec4[10](
    uvec4(0u, 1u, 4u, 32u),
    uvec4(0u, 94u, 90u, 93u),
    uvec4(2u, 0u, 0u, 0u),
    uvec4(1u, 0u, 0u, 0u),
    uvec4(8u, 8u, 8u, 8u),
    uvec4(3u, 3u, 3u, 3u),
    uvec4(12u, 12u, 12u, 12u),
    uvec4(16u, 16u, 16u, 16u),
    uvec4(5u, 5u, 5u, 5u),
    uvec4(20u, 20u, 20u, 20u));
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
    t35 = vec4(0.0);
    t36 = vec4(0.0);
    t37 = vec4(0.0);
    t38 = vec4(0.0);
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0 = uintBitsToFloat(imms[0].xxxx);
    t1 = uintBitsToFloat(imms[0].xxxx);
    t2 = uintBitsToFloat(imms[1].xxxx);
    t0 = uintBitsToFloat(imms[0].xxxx);
    t1 = uintBitsToFloat(imms[0].yxyy);
    t2 = uintBitsToFloat(imms[1].xxxx);
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t6.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToInt(t2.xxxx), ivec4(imms[1].yyyy))))).x;
        t7.x = (uintBitsToFloat(~floatBitsToUint(t6))).x;
        if ((floatBitsToUint(t7.xxxx)).x != 0u) {
            break;
        }
        t9.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t2.xxxx), imms[1].zzzz)))).x;
        if ((floatBitsToUint(t9.xxxx)).x != 0u) {
            t10 = t0;
            t12.x = (t0.xxxx).x;
            {
                uint tgsi_w = (imms[0].xxxx).x >> 2;
                uvec4 tgsi_v = floatBitsToUint(t12);
                if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
            }
            {
                uint64_t tgsi_r = packUint2x32((floatBitsToUint(t10)).xy) >> ((imms[0].wwww).x & 63u);
                t15.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
            }
            t16.x = (t15.xxxx).x;
            {
                uint tgsi_w = (imms[0].zzzz).x >> 2;
                uvec4 tgsi_v = floatBitsToUint(t16);
                if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
            }
        }
        t18.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t2.xxxx), imms[1].wwww)))).x;
        if ((floatBitsToUint(t18.xxxx)).x != 0u) {
            t19 = t0;
            t21.x = (t0.xxxx).x;
            {
                uint tgsi_w = (imms[4].xxxx).x >> 2;
                uvec4 tgsi_v = floatBitsToUint(t21);
                if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
            }
            {
                uint64_t tgsi_r = packUint2x32((floatBitsToUint(t19)).xy) >> ((imms[0].wwww).x & 63u);
                t24.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
            }
            t25.x = (t24.xxxx).x;
            {
                uint tgsi_w = (imms[6].xxxx).x >> 2;
                uvec4 tgsi_v = floatBitsToUint(t25);
                if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
            }
        }
        t26 = t0;
        t27 = t1;
        {
            uint64_t tgsi_r = packUint2x32((floatBitsToUint(t26)).xy) + packUint2x32((floatBitsToUint(t27)).xy);
            t28.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
        }
        t0 = t1;
        t1 = t28;
        t31.x = (uintBitsToFloat(floatBitsToUint(t2.xxxx) + imms[3].xxxx)).x;
        t2 = t31;
    }
    t32 = t0;
    t34.x = (t0.xxxx).x;
    {
        uint tgsi_w = (imms[7].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t34);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t32)).xy) >> ((imms[0].wwww).x & 63u);
        t37.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t38.x = (t37.xxxx).x;
    {
        uint tgsi_w = (imms[9].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t38);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
