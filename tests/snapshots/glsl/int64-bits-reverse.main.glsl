#version 450 core
#extension GL_ARB_gpu_shader_int64 : require
// Translated from TGSI by Tungsten (COMP, 36 instructions)
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
precise vec4 t39;
precise vec4 t40;
precise vec4 t41;
precise vec4 t42;
precise vec4 t43;
precise vec4 t44;
precise vec4 t45;
precise vec4 t46;
precise vec4 t47;
precise vec4 t48;
precise vec4 t49;
precise vec4 t50;
precise vec4 t51;
const uvec4 imms[30] = uvec4[30](
    uvec4(0u, 1u, 15u, 4u),
    uvec4(2596069104u, 305419896u, 4294967294u, 4294967295u),
    uvec4(32u, 2u, 6u, 8u),
    uvec4(3u, 0u, 10u, 0u),
    uvec4(1u, 0u, 1u, 1u),
    uvec4(0u, 2147483648u, 0u, 0u),
    uvec4(1u, 1u, 1u, 1u),
    uvec4(15u, 0u, 15u, 15u),
    uvec4(0u, 4026531840u, 0u, 0u),
    uvec4(3u, 3u, 3u, 3u),
    uvec4(12u, 12u, 12u, 12u),
    uvec4(2596069104u, 305419896u, 2596069104u, 2596069104u),
    uvec4(510274632u, 259734873u, 510274632u, 510274632u),
    uvec4(16u, 16u, 16u, 16u),
    uvec4(510274632u, 510274632u, 510274632u, 510274632u),
    uvec4(5u, 5u, 5u, 5u),
    uvec4(20u, 20u, 20u, 20u),
    uvec4(4294967294u, 4294967295u, 4294967294u, 4294967294u),
    uvec4(4294967295u, 2147483647u, 4294967295u, 4294967295u),
    uvec4(24u, 24u, 24u, 24u),
    uvec4(7u, 7u, 7u, 7u),
    uvec4(28u, 28u, 28u, 28u),
    uvec4(0u, 1u, 3u, 0u),
    uvec4(2147483648u, 0u, 3221225472u, 2147483648u),
    uvec4(2147483648u, 2147483648u, 2147483648u, 2147483648u),
    uvec4(9u, 9u, 9u, 9u),
    uvec4(36u, 36u, 36u, 36u),
    uvec4(40u, 40u, 40u, 40u),
    uvec4(11u, 11u, 11u, 11u),
    uvec4(44u, 44u, 44u, 44u));
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
    t39 = vec4(0.0);
    t40 = vec4(0.0);
    t41 = vec4(0.0);
    t42 = vec4(0.0);
    t43 = vec4(0.0);
    t44 = vec4(0.0);
    t45 = vec4(0.0);
    t46 = vec4(0.0);
    t47 = vec4(0.0);
    t48 = vec4(0.0);
    t49 = vec4(0.0);
    t50 = vec4(0.0);
    t51 = vec4(0.0);
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t6.xy = (uintBitsToFloat(imms[5].xyxx)).xy;
    t8.x = (uintBitsToFloat(imms[4].yyyy)).x;
    {
        uint tgsi_w = (imms[0].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t8);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t6)).xy) >> ((imms[2].xxxx).x & 63u);
        t11.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t12.x = (t11.xxxx).x;
    {
        uint tgsi_w = (imms[0].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t12);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t14.xy = (uintBitsToFloat(imms[8].xyxx)).xy;
    t16.x = (uintBitsToFloat(imms[4].yyyy)).x;
    {
        uint tgsi_w = (imms[2].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t16);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t14)).xy) >> ((imms[2].xxxx).x & 63u);
        t19.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t20.x = (t19.xxxx).x;
    {
        uint tgsi_w = (imms[10].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t20);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t22.xy = (uintBitsToFloat(imms[12].xyxx)).xy;
    t24.x = (uintBitsToFloat(imms[14].xxxx)).x;
    {
        uint tgsi_w = (imms[13].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t24);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t22)).xy) >> ((imms[2].xxxx).x & 63u);
        t27.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t28.x = (t27.xxxx).x;
    {
        uint tgsi_w = (imms[16].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t28);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t30.xy = (uintBitsToFloat(imms[18].xyxx)).xy;
    t32.x = (uintBitsToFloat(imms[17].yyyy)).x;
    {
        uint tgsi_w = (imms[19].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t32);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t30)).xy) >> ((imms[2].xxxx).x & 63u);
        t35.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t36.x = (t35.xxxx).x;
    {
        uint tgsi_w = (imms[21].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t36);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t39 = uintBitsToFloat(imms[23].xyyz);
    t41.x = (uintBitsToFloat(imms[24].xxxx)).x;
    {
        uint tgsi_w = (imms[2].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t41);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t39.xyxy)).xy) >> ((imms[2].xxxx).x & 63u);
        t44.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t45.x = (t44.xxxx).x;
    {
        uint tgsi_w = (imms[26].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t45);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t47.x = (uintBitsToFloat(imms[4].yyyy)).x;
    {
        uint tgsi_w = (imms[27].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t47);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t39.zwzw)).xy) >> ((imms[2].xxxx).x & 63u);
        t50.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t51.x = (t50.xxxx).x;
    {
        uint tgsi_w = (imms[29].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t51);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
