#version 450 core
// Translated from TGSI by Tungsten (COMP, 29 instructions)
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
precise vec4 temps[16];
ivec4 addr0;
const uvec4 imms[4] = uvec4[4](
    uvec4(0u, 1065353216u, 1073741824u, 1077936128u),
    uvec4(0u, 1u, 0u, 0u),
    uvec4(1082130432u, 1106247680u, 1109393408u, 0u),
    uvec4(1u, 0u, 4u, 8u));
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
void tgsi_load_inputs() {
    for (int i = 0; i < 16; i++) temps[i] = vec4(0.0);
    addr0 = ivec4(0);
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    temps[0] = uintBitsToFloat(imms[0].xxxx);
    temps[1] = uintBitsToFloat(imms[0].xxxx);
    temps[2] = uintBitsToFloat(imms[1].xxxx);
    temps[3].x = (uintBitsToFloat(imms[0].yyyy)).x;
    temps[3].y = (uintBitsToFloat(imms[0].zzzz)).y;
    temps[4].x = (uintBitsToFloat(imms[0].wwww)).x;
    temps[4].y = (uintBitsToFloat(imms[2].xxxx)).y;
    temps[5] = temps[3];
    temps[6] = temps[4];
    temps[0] = temps[5];
    temps[1] = temps[6];
    temps[2] = uintBitsToFloat(imms[1].yyyy);
    temps[7] = temps[2];
    temps[8].x = (uintBitsToFloat(min(floatBitsToUint(temps[7].xxxx), imms[3].xxxx))).x;
    temps[9].x = (uintBitsToFloat(floatBitsToUint(temps[8].xxxx) * imms[3].xxxx)).x;
    addr0.x = (floatBitsToInt(temps[9].xxxx)).x;
    temps[10] = (uint(addr0.x) < 16u ? temps[addr0.x] : vec4(0.0));
    {
        uint tgsi_w = (imms[3].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(temps[10].xxxx);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[3].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(temps[10].yyyy);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    temps[11] = temps[2];
    temps[12].x = (uintBitsToFloat(min(floatBitsToUint(temps[11].xxxx), imms[3].xxxx))).x;
    temps[13].x = (uintBitsToFloat(floatBitsToUint(temps[12].xxxx) * imms[3].xxxx)).x;
    temps[14].x = (uintBitsToFloat(imms[2].yyyy)).x;
    temps[14].y = (uintBitsToFloat(imms[2].zzzz)).y;
    addr0.x = (floatBitsToInt(temps[13].xxxx)).x;
    { int tgsi_i = addr0.x; if (uint(tgsi_i) < 16u) temps[tgsi_i] = temps[14]; }
    temps[15].x = (temps[1].xxxx).x;
    {
        uint tgsi_w = (imms[3].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(temps[15]);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
