#version 450 core
// Translated from TGSI by Tungsten (COMP, 9 instructions)
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
precise vec4 t0;
precise vec4 t1;
precise vec4 t2;
precise vec4 t3;
precise vec4 t4;
precise vec4 t5;
precise vec4 t6;
precise vec4 t7;
const uvec4 imms[12] = uvec4[12](
    uvec4(0u, 2130739583u, 4286578943u, 8u),
    uvec4(0u, 8u, 16u, 24u),
    uvec4(1006699012u, 3212836864u, 998277249u, 0u),
    uvec4(4u, 12u, 20u, 28u),
    uvec4(2130739583u, 2130739583u, 2130739583u, 2130739583u),
    uvec4(127u, 4294967169u, 0u, 127u),
    uvec4(1123942400u, 3271426048u, 0u, 1123942400u),
    uvec4(1065353216u, 3212836864u, 0u, 1065353216u),
    uvec4(4286578943u, 4286578943u, 4286578943u, 4286578943u),
    uvec4(255u, 0u, 128u, 255u),
    uvec4(1132396544u, 0u, 1124073472u, 1132396544u),
    uvec4(1065353216u, 0u, 1056997505u, 1065353216u));
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
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    {
        uint tgsi_w = (imms[0].xxxx).x >> 2;
        uvec4 tgsi_v = imms[7].xxxx;
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[3].xxxx).x >> 2;
        uvec4 tgsi_v = imms[7].yyyy;
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[0].wwww).x >> 2;
        uvec4 tgsi_v = imms[7].zzzz;
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[3].yyyy).x >> 2;
        uvec4 tgsi_v = imms[7].xxxx;
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[1].zzzz).x >> 2;
        uvec4 tgsi_v = imms[11].xxxx;
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[3].zzzz).x >> 2;
        uvec4 tgsi_v = imms[11].yyyy;
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[1].wwww).x >> 2;
        uvec4 tgsi_v = imms[11].zzzz;
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[3].wwww).x >> 2;
        uvec4 tgsi_v = imms[11].xxxx;
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
