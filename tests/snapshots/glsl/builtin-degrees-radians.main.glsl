#version 450 core
// Translated from TGSI by Tungsten (COMP, 11 instructions)
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
precise vec4 t0;
precise vec4 t1;
precise vec4 t2;
precise vec4 t3;
precise vec4 t4;
precise vec4 t5;
precise vec4 t6;
const uvec4 imms[3] = uvec4[3](
    uvec4(0u, 1078530011u, 1113927393u, 1119092736u),
    uvec4(0u, 4u, 0u, 0u),
    uvec4(1016003125u, 0u, 0u, 0u));
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
void tgsi_load_inputs() {
    t0 = vec4(0.0);
    t1 = vec4(0.0);
    t2 = vec4(0.0);
    t3 = vec4(0.0);
    t4 = vec4(0.0);
    t5 = vec4(0.0);
    t6 = vec4(0.0);
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0 = uintBitsToFloat(imms[0].xxxx);
    t0 = uintBitsToFloat(imms[0].yyyy);
    t1 = t0;
    t2.x = (t1.xxxx * uintBitsToFloat(imms[0].zzzz)).x;
    {
        uint tgsi_w = (imms[1].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t2);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t3 = t0;
    t4.x = (t3 * uintBitsToFloat(imms[0].xxxx)).x;
    t5.x = (uintBitsToFloat(imms[0].wwww) + t4).x;
    t6.x = (t5.xxxx * uintBitsToFloat(imms[2].xxxx)).x;
    {
        uint tgsi_w = (imms[1].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t6);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
