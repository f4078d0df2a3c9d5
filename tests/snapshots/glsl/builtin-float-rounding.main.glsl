#version 450 core
// Translated from TGSI by Tungsten (COMP, 42 instructions)
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
const uvec4 imms[5] = uvec4[5](
    uvec4(0u, 1075838976u, 3223322624u, 1080033280u),
    uvec4(1048576000u, 3224161485u, 1065353216u, 0u),
    uvec4(0u, 4u, 8u, 12u),
    uvec4(16u, 20u, 24u, 28u),
    uvec4(32u, 36u, 0u, 0u));
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
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0 = uintBitsToFloat(imms[0].xxxx);
    t1 = uintBitsToFloat(imms[0].xxxx);
    t2 = uintBitsToFloat(imms[0].xxxx);
    t3 = uintBitsToFloat(imms[0].xxxx);
    t4 = uintBitsToFloat(imms[0].xxxx);
    t0 = uintBitsToFloat(imms[0].yyyy);
    t1 = uintBitsToFloat(imms[0].zzzz);
    t2 = uintBitsToFloat(imms[0].wwww);
    t3 = uintBitsToFloat(imms[1].xxxx);
    t4 = uintBitsToFloat(imms[1].yyyy);
    t5 = t0;
    t6.x = (floor(t5.xxxx)).x;
    {
        uint tgsi_w = (imms[2].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t6);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t7 = t1;
    t8.x = (floor(t7.xxxx)).x;
    {
        uint tgsi_w = (imms[2].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t8);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t9 = t0;
    t10.x = (ceil(t9.xxxx)).x;
    {
        uint tgsi_w = (imms[2].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t10);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t11 = t1;
    t12.x = (ceil(t11.xxxx)).x;
    {
        uint tgsi_w = (imms[2].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t12);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t13 = t0;
    t14.x = (roundEven(t13.xxxx)).x;
    {
        uint tgsi_w = (imms[3].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t14);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t15 = t2;
    t16.x = (roundEven(t15.xxxx)).x;
    {
        uint tgsi_w = (imms[3].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t16);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t17 = t1;
    t18.x = (roundEven(t17.xxxx)).x;
    {
        uint tgsi_w = (imms[3].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t18);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t19 = t3;
    t20.x = (t19 + uintBitsToFloat(imms[1].zzzz)).x;
    t21.x = (t20.xxxx - floor(t20.xxxx)).x;
    {
        uint tgsi_w = (imms[3].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t21);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t22 = t4;
    t23.x = (trunc(t22.xxxx)).x;
    {
        uint tgsi_w = (imms[4].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t23);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t24 = t0;
    t25.x = (trunc(t24.xxxx)).x;
    {
        uint tgsi_w = (imms[4].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t25);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
