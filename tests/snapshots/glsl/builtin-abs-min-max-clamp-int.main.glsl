#version 450 core
// Translated from TGSI by Tungsten (COMP, 40 instructions)
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
const uvec4 imms[4] = uvec4[4](
    uvec4(0u, 4294967291u, 5u, 2147483648u),
    uvec4(0u, 4u, 8u, 12u),
    uvec4(2u, 7u, 10u, 20u),
    uvec4(16u, 20u, 24u, 28u));
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
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0 = uintBitsToFloat(imms[0].xxxx);
    t1 = uintBitsToFloat(imms[0].xxxx);
    t2 = uintBitsToFloat(imms[0].xxxx);
    t3 = uintBitsToFloat(imms[0].xxxx);
    t0 = uintBitsToFloat(imms[0].yyyy);
    t1 = uintBitsToFloat(imms[0].zzzz);
    t2 = uintBitsToFloat(imms[0].wwww);
    t4 = t0;
    t5.x = (intBitsToFloat(abs(floatBitsToInt(t4.xxxx)))).x;
    {
        uint tgsi_w = (imms[1].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t5);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t6 = t1;
    t7.x = (intBitsToFloat(abs(floatBitsToInt(t6.xxxx)))).x;
    {
        uint tgsi_w = (imms[1].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t7);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t8 = t2;
    t9.x = (intBitsToFloat(abs(floatBitsToInt(t8.xxxx)))).x;
    {
        uint tgsi_w = (imms[1].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t9);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t10 = t0;
    t11.x = (uintBitsToFloat(floatBitsToUint(t10) + imms[2].xxxx)).x;
    t12 = t1;
    t13.x = (intBitsToFloat(min(floatBitsToInt(t11.xxxx), floatBitsToInt(t12.xxxx)))).x;
    {
        uint tgsi_w = (imms[1].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t13);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t14 = t1;
    t15.x = (intBitsToFloat(max(ivec4(imms[2].yyyy), floatBitsToInt(t14.xxxx)))).x;
    {
        uint tgsi_w = (imms[3].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t15);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t3 = uintBitsToFloat(imms[2].xxxx);
    t16 = t3;
    t18.x = (intBitsToFloat(max(floatBitsToInt(t16.xxxx), ivec4(imms[0].xxxx)))).x;
    t17.x = (intBitsToFloat(min(floatBitsToInt(t18), ivec4(imms[2].zzzz)))).x;
    {
        uint tgsi_w = (imms[3].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t17);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t19 = t3;
    t20.x = (uintBitsToFloat(floatBitsToUint(t19) * imms[2].wwww)).x;
    t22.x = (intBitsToFloat(max(floatBitsToInt(t20.xxxx), ivec4(imms[0].xxxx)))).x;
    t21.x = (intBitsToFloat(min(floatBitsToInt(t22), ivec4(imms[2].zzzz)))).x;
    {
        uint tgsi_w = (imms[3].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t21);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t23 = t3;
    t24.x = (intBitsToFloat(-floatBitsToInt(t23))).x;
    t26.x = (intBitsToFloat(max(floatBitsToInt(t24.xxxx), ivec4(imms[0].xxxx)))).x;
    t25.x = (intBitsToFloat(min(floatBitsToInt(t26), ivec4(imms[2].zzzz)))).x;
    {
        uint tgsi_w = (imms[3].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t25);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
