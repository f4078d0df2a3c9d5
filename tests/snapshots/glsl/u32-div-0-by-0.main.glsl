#version 450 core
// Translated from TGSI by Tungsten (COMP, 17 instructions)
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
const uvec4 imms[1] = uvec4[1](
    uvec4(0u, 1u, 4u, 0u));
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
uvec4 tgsi_udiv(uvec4 a, uvec4 b) {
    return (a / max(b, uvec4(1u))) | uvec4(-ivec4(equal(b, uvec4(0u))));
}
uvec4 tgsi_umod(uvec4 a, uvec4 b) {
    return (a % max(b, uvec4(1u))) | uvec4(-ivec4(equal(b, uvec4(0u))));
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
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0 = uintBitsToFloat(imms[0].xxxx);
    t1 = uintBitsToFloat(imms[0].xxxx);
    t0 = uintBitsToFloat(imms[0].xxxx);
    t1 = uintBitsToFloat(imms[0].xxxx);
    t2 = t0;
    t3 = t1;
    t5.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t3), imms[0].xxxx)))).x;
    t6.x = (mix(t3, uintBitsToFloat(imms[0].yyyy), notEqual(floatBitsToUint(t5), uvec4(0u)))).x;
    t4.x = (uintBitsToFloat(tgsi_udiv(floatBitsToUint(t2), floatBitsToUint(t6)))).x;
    {
        uint tgsi_w = (imms[0].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t4);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t7 = t0;
    t8 = t1;
    t10.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t8), imms[0].xxxx)))).x;
    t11.x = (mix(t8, uintBitsToFloat(imms[0].yyyy), notEqual(floatBitsToUint(t10), uvec4(0u)))).x;
    t9.x = (uintBitsToFloat(tgsi_umod(floatBitsToUint(t7), floatBitsToUint(t11)))).x;
    {
        uint tgsi_w = (imms[0].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t9);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
