#version 450 core
// Translated from TGSI by Tungsten (COMP, 26 instructions)
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
precise vec4 temps[17];
ivec4 addr0;
const uvec4 imms[3] = uvec4[3](
    uvec4(0u, 2u, 1u, 4u),
    uvec4(10u, 20u, 30u, 0u),
    uvec4(8u, 0u, 0u, 0u));
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
void tgsi_load_inputs() {
    for (int i = 0; i < 17; i++) temps[i] = vec4(0.0);
    addr0 = ivec4(0);
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    temps[0] = uintBitsToFloat(imms[0].xxxx);
    temps[1] = uintBitsToFloat(imms[1].xxxx);
    temps[2] = uintBitsToFloat(imms[1].yyyy);
    temps[3] = uintBitsToFloat(imms[1].zzzz);
    temps[0] = uintBitsToFloat(imms[0].yyyy);
    temps[4] = temps[0];
    temps[5].x = (uintBitsToFloat(min(floatBitsToUint(temps[4].xxxx), imms[0].yyyy))).x;
    temps[6].x = (uintBitsToFloat(floatBitsToUint(temps[5].xxxx) * imms[0].zzzz)).x;
    addr0.x = (floatBitsToInt(temps[6].xxxx)).x;
    temps[7] = (uint((addr0.x + 1)) < 17u ? temps[(addr0.x + 1)] : vec4(0.0));
    {
        uint tgsi_w = (imms[0].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(temps[7]);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    temps[0] = uintBitsToFloat(imms[0].xxxx);
    temps[8] = temps[0];
    temps[9].x = (uintBitsToFloat(min(floatBitsToUint(temps[8].xxxx), imms[0].yyyy))).x;
    temps[10].x = (uintBitsToFloat(floatBitsToUint(temps[9].xxxx) * imms[0].zzzz)).x;
    addr0.x = (floatBitsToInt(temps[10].xxxx)).x;
    temps[11] = (uint((addr0.x + 1)) < 17u ? temps[(addr0.x + 1)] : vec4(0.0));
    {
        uint tgsi_w = (imms[0].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(temps[11]);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    temps[12] = temps[0];
    temps[13].x = (uintBitsToFloat(floatBitsToUint(temps[12]) + imms[0].zzzz)).x;
    temps[14].x = (uintBitsToFloat(min(floatBitsToUint(temps[13].xxxx), imms[0].yyyy))).x;
    temps[15].x = (uintBitsToFloat(floatBitsToUint(temps[14].xxxx) * imms[0].zzzz)).x;
    addr0.x = (floatBitsToInt(temps[15].xxxx)).x;
    temps[16] = (uint((addr0.x + 1)) < 17u ? temps[(addr0.x + 1)] : vec4(0.0));
    {
        uint tgsi_w = (imms[2].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(temps[16]);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
