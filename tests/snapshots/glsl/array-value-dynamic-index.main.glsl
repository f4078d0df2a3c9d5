#version 450 core
// Translated from TGSI by Tungsten (COMP, 13 instructions)
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
precise vec4 ta1[3];
precise vec4 t0;
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
ivec4 addr0;
const uvec4 imms[6] = uvec4[6](
    uvec4(0u, 2u, 1u, 4u),
    uvec4(10u, 20u, 30u, 0u),
    uvec4(8u, 0u, 0u, 0u),
    uvec4(2u, 2u, 2u, 2u),
    uvec4(0u, 0u, 0u, 0u),
    uvec4(1u, 1u, 1u, 1u));
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
void tgsi_load_inputs() {
    for (int i = 0; i < 3; i++) ta1[i] = vec4(0.0);
    t0 = vec4(0.0);
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
    addr0 = ivec4(0);
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    ta1[0] = uintBitsToFloat(imms[1].xxxx);
    ta1[1] = uintBitsToFloat(imms[1].yyyy);
    ta1[2] = uintBitsToFloat(imms[1].zzzz);
    addr0.x = (ivec4(imms[0].yyyy)).x;
    t7 = (uint(addr0.x) < 3u ? ta1[addr0.x] : vec4(0.0));
    {
        uint tgsi_w = (imms[0].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t7);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    addr0.x = (ivec4(imms[0].xxxx)).x;
    t11 = (uint(addr0.x) < 3u ? ta1[addr0.x] : vec4(0.0));
    {
        uint tgsi_w = (imms[0].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t11);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    addr0.x = (ivec4(imms[0].zzzz)).x;
    t16 = (uint(addr0.x) < 3u ? ta1[addr0.x] : vec4(0.0));
    {
        uint tgsi_w = (imms[2].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t16);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
