#version 450 core
// Translated from TGSI by Tungsten (COMP, 25 instructions)
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
const uvec4 imms[3] = uvec4[3](
    uvec4(0u, 2147483648u, 4294967295u, 0u),
    uvec4(0u, 2147483648u, 4294967295u, 1u),
    uvec4(4u, 0u, 0u, 0u));
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
ivec4 tgsi_idiv(ivec4 a, ivec4 b) {
    ivec4 q = ivec4(uvec4(abs(a)) / max(uvec4(abs(b)), uvec4(1u)));
    ivec4 s = (a ^ b) >> 31;
    return ((q ^ s) - s) * ivec4(notEqual(b, ivec4(0)));
}
ivec4 tgsi_mod(ivec4 a, ivec4 b) {
    ivec4 q = ivec4(uvec4(abs(a)) / max(uvec4(abs(b)), uvec4(1u)));
    ivec4 s = (a ^ b) >> 31;
    return (a - ((q ^ s) - s) * b) | -ivec4(equal(b, ivec4(0)));
}
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
    t5.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t3), imms[1].xxxx)))).x;
    t6.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t2), imms[1].yyyy)))).x;
    t7.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t3), imms[1].zzzz)))).x;
    t6.x = (uintBitsToFloat(floatBitsToUint(t6) & floatBitsToUint(t7))).x;
    t5.x = (uintBitsToFloat(floatBitsToUint(t5) | floatBitsToUint(t6))).x;
    t8.x = (mix(t3, uintBitsToFloat(imms[1].wwww), notEqual(floatBitsToUint(t5), uvec4(0u)))).x;
    t4.x = (intBitsToFloat(tgsi_idiv(floatBitsToInt(t2), floatBitsToInt(t8)))).x;
    {
        uint tgsi_w = (imms[1].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t4);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t9 = t0;
    t10 = t1;
    t12.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t10), imms[1].xxxx)))).x;
    t13.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t9), imms[1].yyyy)))).x;
    t14.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t10), imms[1].zzzz)))).x;
    t13.x = (uintBitsToFloat(floatBitsToUint(t13) & floatBitsToUint(t14))).x;
    t12.x = (uintBitsToFloat(floatBitsToUint(t12) | floatBitsToUint(t13))).x;
    t15.x = (mix(t10, uintBitsToFloat(imms[1].wwww), notEqual(floatBitsToUint(t12), uvec4(0u)))).x;
    t11.x = (intBitsToFloat(tgsi_mod(floatBitsToInt(t9), floatBitsToInt(t15)))).x;
    {
        uint tgsi_w = (imms[2].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t11);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
