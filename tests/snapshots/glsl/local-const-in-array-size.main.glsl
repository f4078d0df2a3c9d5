#version 450 core
// Translated from TGSI by Tungsten (COMP, 33 instructions)
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
precise vec4 temps[21];
ivec4 addr0;
const uvec4 imms[2] = uvec4[2](
    uvec4(0u, 3u, 1u, 0u),
    uvec4(0u, 2u, 1u, 4u));
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
    temps[3] = uintBitsToFloat(imms[0].xxxx);
    temps[4].x = (uintBitsToFloat(imms[1].xxxx)).x;
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        temps[5].x = (uintBitsToFloat(imms[1].xxxx)).x;
        temps[6] = temps[3];
        temps[7].x = (intBitsToFloat(-ivec4(lessThan(floatBitsToInt(temps[6]), ivec4(imms[0].yyyy))))).x;
        temps[8].x = (uintBitsToFloat(~floatBitsToUint(temps[7]))).x;
        if ((floatBitsToUint(temps[8].xxxx)).x != 0u) {
            break;
        }
        temps[9] = temps[3];
        temps[10].x = (uintBitsToFloat(min(floatBitsToUint(temps[9].xxxx), imms[1].yyyy))).x;
        temps[11].x = (uintBitsToFloat(floatBitsToUint(temps[10].xxxx) * imms[1].zzzz)).x;
        temps[12] = temps[3];
        addr0.x = (floatBitsToInt(temps[11].xxxx)).x;
        { int tgsi_i = addr0.x; if (uint(tgsi_i) < 21u) temps[tgsi_i] = temps[12]; }
        temps[13] = temps[3];
        temps[14].x = (uintBitsToFloat(floatBitsToUint(temps[13].xxxx) * imms[1].wwww)).x;
        temps[15] = temps[3];
        temps[16].x = (uintBitsToFloat(min(floatBitsToUint(temps[15].xxxx), imms[1].yyyy))).x;
        temps[17].x = (uintBitsToFloat(floatBitsToUint(temps[16].xxxx) * imms[1].zzzz)).x;
        addr0.x = (floatBitsToInt(temps[17].xxxx)).x;
        temps[18] = (uint(addr0.x) < 21u ? temps[addr0.x] : vec4(0.0));
        {
            uint tgsi_w = (floatBitsToUint(temps[14].xxxx)).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(temps[18]);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        temps[19] = temps[3];
        temps[20].x = (uintBitsToFloat(floatBitsToUint(temps[19]) + imms[0].zzzz)).x;
        temps[3] = temps[20];
    }
    tgsi_store_outputs();
}
