#version 450 core
// Translated from TGSI by Tungsten (COMP, 68 instructions)
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
precise vec4 temps[45];
ivec4 addr0;
const uvec4 imms[3] = uvec4[3](
    uvec4(0u, 3u, 10u, 1u),
    uvec4(0u, 2u, 4u, 0u),
    uvec4(2u, 0u, 0u, 0u));
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
void tgsi_load_inputs() {
    for (int i = 0; i < 45; i++) temps[i] = vec4(0.0);
    addr0 = ivec4(0);
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    temps[0] = uintBitsToFloat(imms[0].xxxx);
    temps[1] = uintBitsToFloat(imms[0].xxxx);
    temps[2] = uintBitsToFloat(imms[0].xxxx);
    temps[3] = uintBitsToFloat(imms[0].xxxx);
    temps[4] = uintBitsToFloat(imms[0].xxxx);
    temps[5] = uintBitsToFloat(imms[0].xxxx);
    temps[6] = uintBitsToFloat(imms[0].xxxx);
    temps[7] = uintBitsToFloat(imms[0].xxxx);
    temps[6] = uintBitsToFloat(imms[0].xxxx);
    temps[8].x = (uintBitsToFloat(imms[1].xxxx)).x;
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        temps[9].x = (uintBitsToFloat(imms[1].xxxx)).x;
        temps[10] = temps[6];
        temps[11].x = (intBitsToFloat(-ivec4(lessThan(floatBitsToInt(temps[10]), ivec4(imms[0].yyyy))))).x;
        temps[12].x = (uintBitsToFloat(~floatBitsToUint(temps[11]))).x;
        if ((floatBitsToUint(temps[12].xxxx)).x != 0u) {
            break;
        }
        temps[13] = temps[6];
        temps[14].x = (uintBitsToFloat(min(floatBitsToUint(temps[13].xxxx), imms[1].yyyy))).x;
        temps[15].x = (uintBitsToFloat(floatBitsToUint(temps[14].xxxx) * imms[1].yyyy)).x;
        temps[16] = temps[6];
        temps[17] = temps[6];
        temps[18].x = (uintBitsToFloat(floatBitsToUint(temps[17]) + imms[0].zzzz)).x;
        temps[19] = temps[16];
        temps[20] = temps[18];
        addr0.x = (floatBitsToInt(temps[15].xxxx)).x;
        { int tgsi_i = addr0.x; if (uint(tgsi_i) < 45u) temps[tgsi_i] = temps[19]; }
        addr0.x = (floatBitsToInt(temps[15].xxxx)).x;
        { int tgsi_i = (addr0.x + 1); if (uint(tgsi_i) < 45u) temps[tgsi_i] = temps[20]; }
        temps[21] = temps[6];
        temps[22].x = (uintBitsToFloat(floatBitsToUint(temps[21]) + imms[0].wwww)).x;
        temps[6] = temps[22];
    }
    temps[7] = uintBitsToFloat(imms[0].xxxx);
    temps[23].x = (uintBitsToFloat(imms[1].xxxx)).x;
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        temps[24].x = (uintBitsToFloat(imms[1].xxxx)).x;
        temps[25] = temps[7];
        temps[26].x = (intBitsToFloat(-ivec4(lessThan(floatBitsToInt(temps[25]), ivec4(imms[0].yyyy))))).x;
        temps[27].x = (uintBitsToFloat(~floatBitsToUint(temps[26]))).x;
        if ((floatBitsToUint(temps[27].xxxx)).x != 0u) {
            break;
        }
        temps[28] = temps[7];
        temps[29].x = (uintBitsToFloat(imms[2].xxxx * floatBitsToUint(temps[28]))).x;
        temps[30].x = (uintBitsToFloat(floatBitsToUint(temps[29].xxxx) * imms[1].zzzz)).x;
        temps[31] = temps[7];
        temps[32].x = (uintBitsToFloat(min(floatBitsToUint(temps[31].xxxx), imms[1].yyyy))).x;
        temps[33].x = (uintBitsToFloat(floatBitsToUint(temps[32].xxxx) * imms[1].yyyy)).x;
        addr0.x = (floatBitsToInt(temps[33].xxxx)).x;
        temps[34] = (uint(addr0.x) < 45u ? temps[addr0.x] : vec4(0.0));
        {
            uint tgsi_w = (floatBitsToUint(temps[30].xxxx)).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(temps[34]);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        temps[35] = temps[7];
        temps[36].x = (uintBitsToFloat(imms[2].xxxx * floatBitsToUint(temps[35]))).x;
        temps[37].x = (uintBitsToFloat(floatBitsToUint(temps[36]) + imms[0].wwww)).x;
        temps[38].x = (uintBitsToFloat(floatBitsToUint(temps[37].xxxx) * imms[1].zzzz)).x;
        temps[39] = temps[7];
        temps[40].x = (uintBitsToFloat(min(floatBitsToUint(temps[39].xxxx), imms[1].yyyy))).x;
        temps[41].x = (uintBitsToFloat(floatBitsToUint(temps[40].xxxx) * imms[1].yyyy)).x;
        addr0.x = (floatBitsToInt(temps[41].xxxx)).x;
        temps[42] = (uint((addr0.x + 1)) < 45u ? temps[(addr0.x + 1)] : vec4(0.0));
        {
            uint tgsi_w = (floatBitsToUint(temps[38].xxxx)).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(temps[42]);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        temps[43] = temps[7];
        temps[44].x = (uintBitsToFloat(floatBitsToUint(temps[43]) + imms[0].wwww)).x;
        temps[7] = temps[44];
    }
    tgsi_store_outputs();
}
