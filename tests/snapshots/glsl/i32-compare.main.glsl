#version 450 core
// Translated from TGSI by Tungsten (COMP, 33 instructions)
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
const uvec4 imms[3] = uvec4[3](
    uvec4(0u, 4294967291u, 3u, 0u),
    uvec4(1u, 0u, 4u, 8u),
    uvec4(12u, 16u, 20u, 0u));
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
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0 = uintBitsToFloat(imms[0].xxxx);
    t1 = uintBitsToFloat(imms[0].xxxx);
    t0 = uintBitsToFloat(imms[0].yyyy);
    t1 = uintBitsToFloat(imms[0].zzzz);
    t2 = t0;
    t3 = t1;
    t4.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToInt(t2), floatBitsToInt(t3))))).x;
    t5.x = (uintBitsToFloat(floatBitsToUint(t4) & imms[1].xxxx)).x;
    {
        uint tgsi_w = (imms[1].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t5);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t6 = t0;
    t7 = t1;
    t8.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToInt(t7), floatBitsToInt(t6))))).x;
    t9.x = (uintBitsToFloat(floatBitsToUint(t8) & imms[1].xxxx)).x;
    {
        uint tgsi_w = (imms[1].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t9);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t10 = t0;
    t11.x = (intBitsToFloat(-ivec4(greaterThanEqual(ivec4(imms[0].yyyy), floatBitsToInt(t10))))).x;
    t12.x = (uintBitsToFloat(floatBitsToUint(t11) & imms[1].xxxx)).x;
    {
        uint tgsi_w = (imms[1].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t12);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t13 = t1;
    t14.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToInt(t13), ivec4(imms[0].zzzz))))).x;
    t15.x = (uintBitsToFloat(floatBitsToUint(t14) & imms[1].xxxx)).x;
    {
        uint tgsi_w = (imms[2].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t15);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t16 = t0;
    t17 = t1;
    t18.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t16), floatBitsToUint(t17))))).x;
    t19.x = (uintBitsToFloat(floatBitsToUint(t18) & imms[1].xxxx)).x;
    {
        uint tgsi_w = (imms[2].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t19);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t20 = t0;
    t21 = t1;
    t22.x = (intBitsToFloat(-ivec4(notEqual(floatBitsToUint(t20), floatBitsToUint(t21))))).x;
    t23.x = (uintBitsToFloat(floatBitsToUint(t22) & imms[1].xxxx)).x;
    {
        uint tgsi_w = (imms[2].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t23);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
