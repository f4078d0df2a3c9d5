#version 450 core
// Translated from TGSI by Tungsten (COMP, 6 instructions)
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
precise vec4 t0;
precise vec4 t1;
const uvec4 imms[1] = uvec4[1](
    uvec4(0u, 4u, 0u, 0u));
layout(std430, binding = 1) buffer tgsi_cs_buffer1 { uint data[]; } tgsi_buf1;
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
uvec4 tgsi_udiv(uvec4 a, uvec4 b) {
    return (a / max(b, uvec4(1u))) | uvec4(-ivec4(equal(b, uvec4(0u))));
}
void tgsi_load_inputs() {
    t0 = vec4(0.0);
    t1 = vec4(0.0);
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0.x = (uintBitsToFloat(uvec4(uint(tgsi_buf1.data.length()) * 4u))).x;
    t1.x = (uintBitsToFloat(max(floatBitsToUint(t0.xxxx), imms[0].xxxx))).x;
    t1.x = (uintBitsToFloat(floatBitsToUint(t1.xxxx) + imms[0].xxxx)).x;
    t1.x = (uintBitsToFloat(tgsi_udiv(floatBitsToUint(t1.xxxx), imms[0].yyyy))).x;
    {
        uint tgsi_w = (imms[0].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t1);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
