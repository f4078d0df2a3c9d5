#version 450 core
// Translated from TGSI by Tungsten (COMP, 3 instructions)
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
precise vec4 t0;
precise vec4 t1;
precise vec4 t2;
const uvec4 imms[4] = uvec4[4](
    uvec4(0u, 2147483647u, 0u, 0u),
    uvec4(0u, 0u, 0u, 0u),
    uvec4(2147483647u, 2147483647u, 2147483647u, 2147483647u),
    uvec4(30u, 30u, 30u, 30u));
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
void tgsi_load_inputs() {
    t0 = vec4(0.0);
    t1 = vec4(0.0);
    t2 = vec4(0.0);
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t2.x = (uintBitsToFloat(imms[3].xxxx)).x;
    {
        uint tgsi_w = (imms[1].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t2);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
