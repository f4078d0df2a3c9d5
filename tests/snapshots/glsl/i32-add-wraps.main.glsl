#version 450 core
// Translated from TGSI by Tungsten (COMP, 15 instructions)
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
const uvec4 imms[2] = uvec4[2](
    uvec4(0u, 4u, 1u, 8u),
    uvec4(2147483647u, 456u, 1u, 123u));
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
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t1.x = (intBitsToFloat(-ivec4(equal(imms[0].xxxx, imms[0].xxxx)))).x;
    t2.x = (mix(uintBitsToFloat(imms[1].yyyy), uintBitsToFloat(imms[1].xxxx), notEqual(floatBitsToUint(t1.xxxx), uvec4(0u)))).x;
    t0 = t2;
    t3.x = (uintBitsToFloat(floatBitsToUint(t0) + imms[1].zzzz)).x;
    {
        uint tgsi_w = (imms[0].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t3);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t4.x = (intBitsToFloat(-floatBitsToInt(t0))).x;
    t5.x = (uintBitsToFloat(floatBitsToUint(t4) + (-imms[1].zzzz))).x;
    t6.x = (uintBitsToFloat(floatBitsToUint(t5) + (-imms[1].zzzz))).x;
    {
        uint tgsi_w = (imms[0].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t6);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t8.x = (intBitsToFloat(-ivec4(equal(imms[0].zzzz, imms[0].xxxx)))).x;
    t9.x = (mix(uintBitsToFloat(imms[1].yyyy), uintBitsToFloat(imms[1].xxxx), notEqual(floatBitsToUint(t8.xxxx), uvec4(0u)))).x;
    t7 = t9;
    t10.x = (uintBitsToFloat(imms[1].wwww + floatBitsToUint(t7))).x;
    {
        uint tgsi_w = (imms[0].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t10);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
