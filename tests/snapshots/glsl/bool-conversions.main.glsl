#version 450 core
// Translated from TGSI by Tungsten (COMP, 29 instructions)
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
const uvec4 imms[4] = uvec4[4](
    uvec4(0u, 1056964608u, 0u, 0u),
    uvec4(0u, 4294967293u, 0u, 0u),
    uvec4(0u, 4294967295u, 1u, 4u),
    uvec4(8u, 12u, 16u, 0u));
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
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0 = uintBitsToFloat(imms[0].xxxx);
    t1 = uintBitsToFloat(imms[0].xxxx);
    t2 = uintBitsToFloat(imms[1].xxxx);
    t3 = uintBitsToFloat(imms[2].xxxx);
    t4 = uintBitsToFloat(imms[2].xxxx);
    t0 = uintBitsToFloat(imms[0].yyyy);
    t1 = uintBitsToFloat(imms[0].xxxx);
    t2 = uintBitsToFloat(imms[1].yyyy);
    t3 = uintBitsToFloat(imms[2].yyyy);
    t4 = uintBitsToFloat(imms[2].xxxx);
    t5 = t0;
    t6.x = (intBitsToFloat(-ivec4(notEqual(t5, uintBitsToFloat(imms[0].xxxx))))).x;
    t7.x = (uintBitsToFloat(floatBitsToUint(t6) & imms[2].zzzz)).x;
    {
        uint tgsi_w = (imms[2].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t7);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t8 = t1;
    t9.x = (intBitsToFloat(-ivec4(notEqual(t8, uintBitsToFloat(imms[0].xxxx))))).x;
    t10.x = (uintBitsToFloat(floatBitsToUint(t9) & imms[2].zzzz)).x;
    {
        uint tgsi_w = (imms[2].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t10);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t11 = t2;
    t12.x = (intBitsToFloat(-ivec4(notEqual(floatBitsToUint(t11), imms[2].xxxx)))).x;
    t13.x = (uintBitsToFloat(floatBitsToUint(t12) & imms[2].zzzz)).x;
    {
        uint tgsi_w = (imms[3].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t13);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t14 = t3;
    t15.x = (uintBitsToFloat(floatBitsToUint(t14) & imms[2].zzzz)).x;
    {
        uint tgsi_w = (imms[3].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t15);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t16 = t4;
    t17.x = (uintBitsToFloat(floatBitsToUint(t16) & imms[2].zzzz)).x;
    {
        uint tgsi_w = (imms[3].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t17);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
