#version 450 core
// Translated from TGSI by Tungsten (COMP, 21 instructions)
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
precise vec4 ta1[2];
precise vec4 ta2[2];
precise vec4 t2;
precise vec4 t3;
precise vec4 t4;
precise vec4 t7;
precise vec4 t8;
precise vec4 t9;
precise vec4 t10;
precise vec4 t11;
precise vec4 t12;
precise vec4 t13;
precise vec4 t14;
precise vec4 t15;
ivec4 addr0;
const uvec4 imms[5] = uvec4[5](
    uvec4(0u, 1065353216u, 1073741824u, 1077936128u),
    uvec4(0u, 1u, 0u, 0u),
    uvec4(1082130432u, 1106247680u, 1109393408u, 0u),
    uvec4(1u, 0u, 4u, 8u),
    uvec4(1u, 1u, 1u, 1u));
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
void tgsi_load_inputs() {
    for (int i = 0; i < 2; i++) ta1[i] = vec4(0.0);
    for (int i = 0; i < 2; i++) ta2[i] = vec4(0.0);
    t2 = vec4(0.0);
    t3 = vec4(0.0);
    t4 = vec4(0.0);
    t7 = vec4(0.0);
    t8 = vec4(0.0);
    t9 = vec4(0.0);
    t10 = vec4(0.0);
    t11 = vec4(0.0);
    t12 = vec4(0.0);
    t13 = vec4(0.0);
    t14 = vec4(0.0);
    t15 = vec4(0.0);
    addr0 = ivec4(0);
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    ta1[0] = uintBitsToFloat(imms[0].xxxx);
    ta1[1] = uintBitsToFloat(imms[0].xxxx);
    t3.x = (uintBitsToFloat(imms[0].yyyy)).x;
    t3.y = (uintBitsToFloat(imms[0].zzzz)).y;
    t4.x = (uintBitsToFloat(imms[0].wwww)).x;
    t4.y = (uintBitsToFloat(imms[2].xxxx)).y;
    ta2[0] = t3;
    ta2[1] = t4;
    ta1[0] = ta2[0];
    ta1[1] = ta2[1];
    addr0.x = (ivec4(imms[3].xxxx)).x;
    t10 = (uint(addr0.x) < 2u ? ta1[addr0.x] : vec4(0.0));
    {
        uint tgsi_w = (imms[3].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t10.xxxx);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[3].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t10.yyyy);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t14.x = (uintBitsToFloat(imms[2].yyyy)).x;
    t14.y = (uintBitsToFloat(imms[2].zzzz)).y;
    addr0.x = (ivec4(imms[3].xxxx)).x;
    { int tgsi_i = addr0.x; if (uint(tgsi_i) < 2u) ta1[tgsi_i] = t14; }
    t15.x = (ta1[1].xxxx).x;
    {
        uint tgsi_w = (imms[3].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t15);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
