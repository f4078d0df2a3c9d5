#version 450 core
// Translated from TGSI by Tungsten (COMP, 5 instructions)
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
const uvec4 imms[21] = uvec4[21](
    uvec4(0u, 1065353216u, 3212836864u, 1056964608u),
    uvec4(1073741824u, 1123942400u, 1132396544u, 0u),
    uvec4(255u, 0u, 4u, 16u),
    uvec4(0u, 8u, 16u, 24u),
    uvec4(1065353216u, 0u, 1056964608u, 1073741824u),
    uvec4(1124007936u, 3271360512u, 1115684864u, 1056964608u),
    uvec4(1123942400u, 3271426048u, 1115684864u, 0u),
    uvec4(127u, 4294967169u, 64u, 0u),
    uvec4(127u, 129u, 64u, 0u),
    uvec4(127u, 33024u, 4194304u, 0u),
    uvec4(127u, 127u, 127u, 127u),
    uvec4(33151u, 33151u, 33151u, 33151u),
    uvec4(4227455u, 4227455u, 4227455u, 4227455u),
    uvec4(4227455u, 4227455u, 4227455u, 4227455u),
    uvec4(1132429312u, 1056964608u, 1124073472u, 1132429312u),
    uvec4(255u, 0u, 128u, 255u),
    uvec4(255u, 0u, 8388608u, 4278190080u),
    uvec4(255u, 255u, 255u, 255u),
    uvec4(8388863u, 8388863u, 8388863u, 8388863u),
    uvec4(4286578943u, 4286578943u, 4286578943u, 4286578943u),
    uvec4(4286578943u, 4286578943u, 4286578943u, 4286578943u));
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
    t8 = vec4(0.0);
    t9 = vec4(0.0);
    t10 = vec4(0.0);
    t11 = vec4(0.0);
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t5.x = (uintBitsToFloat(imms[13].xxxx)).x;
    {
        uint tgsi_w = (imms[2].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t5);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t9.x = (uintBitsToFloat(imms[20].xxxx)).x;
    {
        uint tgsi_w = (imms[2].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t9);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
