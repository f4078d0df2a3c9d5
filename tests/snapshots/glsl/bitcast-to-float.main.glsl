#version 450 core
// Translated from TGSI by Tungsten (COMP, 9 instructions)
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
precise vec4 t0;
precise vec4 t1;
precise vec4 t2;
precise vec4 t3;
const uvec4 imms[1] = uvec4[1](
    uvec4(0u, 1065353216u, 3221225472u, 4u));
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
void tgsi_load_inputs() {
    t0 = vec4(0.0);
    t1 = vec4(0.0);
    t2 = vec4(0.0);
    t3 = vec4(0.0);
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
    {
        uint tgsi_w = (imms[0].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t2);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t3 = t1;
    {
        uint tgsi_w = (imms[0].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t3);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
