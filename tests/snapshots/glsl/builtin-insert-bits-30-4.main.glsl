#version 450 core
// Translated from TGSI by Tungsten (COMP, 14 instructions)
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
const uvec4 imms[2] = uvec4[2](
    uvec4(0u, 305419896u, 11259375u, 30u),
    uvec4(4u, 32u, 0u, 0u));
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
uvec4 tgsi_bfi(uvec4 base, uvec4 ins, uvec4 off, uvec4 w) {
    uvec4 r;
    for (int i = 0; i < 4; i++) {
        uint offset = off[i] & 31u;
        if (w[i] == 32u) {
            r[i] = ins[i];
        } else {
            uint mask = ((1u << (w[i] & 31u)) - 1u) << offset;
            r[i] = ((ins[i] << offset) & mask) | (base[i] & ~mask);
        }
    }
    return r;
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
    t5.x = (uintBitsToFloat(min(imms[0].wwww, imms[1].yyyy))).x;
    t6.x = (uintBitsToFloat(imms[1].yyyy + (-floatBitsToUint(t5)))).x;
    t6.x = (uintBitsToFloat(min(imms[1].xxxx, floatBitsToUint(t6)))).x;
    t7.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t6), imms[1].yyyy)))).x;
    t8.x = (uintBitsToFloat(tgsi_bfi(floatBitsToUint(t2.xxxx), floatBitsToUint(t3.xxxx), floatBitsToUint(t5), floatBitsToUint(t6)))).x;
    t4.x = (mix(t8, t3.xxxx, notEqual(floatBitsToUint(t7), uvec4(0u)))).x;
    {
        uint tgsi_w = (imms[0].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t4);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
