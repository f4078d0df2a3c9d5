#version 450 core
// Translated from TGSI by Tungsten (COMP, 4 instructions)
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
const uvec4 imms[2] = uvec4[2](
    uvec4(4u, 2147483647u, 6u, 0u),
    uvec4(0u, 4u, 8u, 0u));
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
void tgsi_load_inputs() {
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    {
        uint tgsi_w = (imms[1].xxxx).x >> 2;
        uvec4 tgsi_v = imms[0].xxxx;
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[1].yyyy).x >> 2;
        uvec4 tgsi_v = imms[0].yyyy;
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[1].zzzz).x >> 2;
        uvec4 tgsi_v = imms[0].zzzz;
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
