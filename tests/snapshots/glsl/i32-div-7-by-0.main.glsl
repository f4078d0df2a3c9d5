#version 450 core
// Translated from TGSI by Tungsten (COMP, 18 instructions)
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
const uvec4 imms[5] = uvec4[5](
    uvec4(0u, 7u, 2147483648u, 0u),
    uvec4(0u, 2147483648u, 4294967295u, 1u),
    uvec4(4u, 0u, 0u, 0u),
    uvec4(7u, 7u, 7u, 7u),
    uvec4(0u, 0u, 0u, 0u));
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
    t16 = vec4(0.0);
    t17 = vec4(0.0);
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0 = uintBitsToFloat(imms[0].xxxx);
    t0 = uintBitsToFloat(imms[0].yyyy);
    if ((imms[1].xxxx).x != 0u) {
        t0 = uintBitsToFloat(imms[0].zzzz);
    }
    t8.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t0.xxxx), imms[1].yyyy)))).x;
    t8.x = (uintBitsToFloat(floatBitsToUint(t8) & imms[1].xxxx)).x;
    t7.x = (uintBitsToFloat(imms[1].zzzz | floatBitsToUint(t8))).x;
    t10.x = (mix(uintBitsToFloat(imms[4].xxxx), uintBitsToFloat(imms[1].wwww), notEqual(floatBitsToUint(t7), uvec4(0u)))).x;
    t6.x = (intBitsToFloat(tgsi_idiv(floatBitsToInt(t0.xxxx), floatBitsToInt(t10)))).x;
    {
        uint tgsi_w = (imms[1].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t6);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t15.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t0.xxxx), imms[1].yyyy)))).x;
    t15.x = (uintBitsToFloat(floatBitsToUint(t15) & imms[1].xxxx)).x;
    t14.x = (uintBitsToFloat(imms[1].zzzz | floatBitsToUint(t15))).x;
    t17.x = (mix(uintBitsToFloat(imms[4].xxxx), uintBitsToFloat(imms[1].wwww), notEqual(floatBitsToUint(t14), uvec4(0u)))).x;
    t13.x = (intBitsToFloat(tgsi_mod(floatBitsToInt(t0.xxxx), floatBitsToInt(t17)))).x;
    {
        uint tgsi_w = (imms[2].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t13);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
