#version 450 core
// Translated from TGSI by Tungsten (COMP, 36 instructions)
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
precise vec4 temps[21];
ivec4 addr0;
const uvec4 imms[3] = uvec4[3](
    uvec4(0u, 3u, 5u, 1u),
    uvec4(0u, 2u, 1u, 4u),
    uvec4(8u, 12u, 0u, 0u));
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
void tgsi_load_inputs() {
    for (int i = 0; i < 21; i++) temps[i] = vec4(0.0);
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
    temps[4] = uintBitsToFloat(imms[0].xxxx);
    temps[5].x = (uintBitsToFloat(imms[1].xxxx)).x;
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        temps[6].x = (uintBitsToFloat(imms[1].xxxx)).x;
        temps[7] = temps[4];
        temps[8].x = (intBitsToFloat(-ivec4(lessThan(floatBitsToInt(temps[7]), ivec4(imms[0].yyyy))))).x;
        temps[9].x = (uintBitsToFloat(~floatBitsToUint(temps[8]))).x;
        if ((floatBitsToUint(temps[9].xxxx)).x != 0u) {
            break;
        }
        temps[10] = temps[4];
        temps[11].x = (uintBitsToFloat(min(floatBitsToUint(temps[10].xxxx), imms[1].yyyy))).x;
        temps[12].x = (uintBitsToFloat(floatBitsToUint(temps[11].xxxx) * imms[1].zzzz)).x;
        temps[13] = temps[4];
        temps[14].x = (uintBitsToFloat(imms[0].zzzz + floatBitsToUint(temps[13]))).x;
        addr0.x = (floatBitsToInt(temps[12].xxxx)).x;
        { int tgsi_i = addr0.x; if (uint(tgsi_i) < 21u) temps[tgsi_i] = temps[14]; }
        temps[15] = temps[4];
        temps[16].x = (uintBitsToFloat(floatBitsToUint(temps[15]) + imms[0].wwww)).x;
        temps[4] = temps[16];
    }
    temps[3] = uintBitsToFloat(imms[0].yyyy);
    temps[17] = temps[0];
    {
        uint tgsi_w = (imms[1].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(temps[17]);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    temps[18] = temps[1];
    {
        uint tgsi_w = (imms[1].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(temps[18]);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    temps[19] = temps[2];
    {
        uint tgsi_w = (imms[2].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(temps[19]);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    temps[20] = temps[3];
    {
        uint tgsi_w = (imms[2].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(temps[20]);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
