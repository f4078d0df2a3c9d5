#version 450 core
// Translated from TGSI by Tungsten (COMP, 95 instructions)
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
precise vec4 temps[60];
ivec4 addr0;
const uvec4 imms[4] = uvec4[4](
    uvec4(0u, 2u, 3u, 10u),
    uvec4(0u, 1u, 3u, 2u),
    uvec4(1u, 0u, 0u, 0u),
    uvec4(4u, 0u, 0u, 0u));
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
void tgsi_load_inputs() {
    for (int i = 0; i < 60; i++) temps[i] = vec4(0.0);
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
    temps[8] = uintBitsToFloat(imms[0].xxxx);
    temps[9] = uintBitsToFloat(imms[0].xxxx);
    temps[10] = uintBitsToFloat(imms[0].xxxx);
    temps[6] = uintBitsToFloat(imms[0].xxxx);
    temps[11].x = (uintBitsToFloat(imms[1].xxxx)).x;
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        temps[12].x = (uintBitsToFloat(imms[1].xxxx)).x;
        temps[13] = temps[6];
        temps[14].x = (intBitsToFloat(-ivec4(lessThan(floatBitsToInt(temps[13]), ivec4(imms[0].yyyy))))).x;
        temps[15].x = (uintBitsToFloat(~floatBitsToUint(temps[14]))).x;
        if ((floatBitsToUint(temps[15].xxxx)).x != 0u) {
            break;
        }
        temps[7] = uintBitsToFloat(imms[0].xxxx);
        temps[16].x = (uintBitsToFloat(imms[1].xxxx)).x;
        for (int tgsi_loop1 = 0; tgsi_loop1 < 1048576; tgsi_loop1++) {
            temps[17].x = (uintBitsToFloat(imms[1].xxxx)).x;
            temps[18] = temps[7];
            temps[19].x = (intBitsToFloat(-ivec4(lessThan(floatBitsToInt(temps[18]), ivec4(imms[0].zzzz))))).x;
            temps[20].x = (uintBitsToFloat(~floatBitsToUint(temps[19]))).x;
            if ((floatBitsToUint(temps[20].xxxx)).x != 0u) {
                break;
            }
            temps[21] = temps[6];
            temps[22].x = (uintBitsToFloat(min(floatBitsToUint(temps[21].xxxx), imms[1].yyyy))).x;
            temps[23].x = (uintBitsToFloat(floatBitsToUint(temps[22].xxxx) * imms[1].zzzz)).x;
            temps[24] = temps[7];
            temps[25].x = (uintBitsToFloat(min(floatBitsToUint(temps[24].xxxx), imms[1].wwww))).x;
            temps[26].x = (uintBitsToFloat(floatBitsToUint(temps[25].xxxx) * imms[1].yyyy + floatBitsToUint(temps[23].xxxx))).x;
            temps[27] = temps[6];
            temps[28].x = (uintBitsToFloat(floatBitsToUint(temps[27]) * imms[0].wwww)).x;
            temps[29] = temps[7];
            temps[30].x = (uintBitsToFloat(floatBitsToUint(temps[28]) + floatBitsToUint(temps[29]))).x;
            addr0.x = (floatBitsToInt(temps[26].xxxx)).x;
            { int tgsi_i = addr0.x; if (uint(tgsi_i) < 60u) temps[tgsi_i] = temps[30]; }
            temps[31] = temps[7];
            temps[32].x = (uintBitsToFloat(floatBitsToUint(temps[31]) + imms[2].xxxx)).x;
            temps[7] = temps[32];
        }
        temps[33] = temps[6];
        temps[34].x = (uintBitsToFloat(floatBitsToUint(temps[33]) + imms[2].xxxx)).x;
        temps[6] = temps[34];
    }
    temps[8] = uintBitsToFloat(imms[0].xxxx);
    temps[9] = uintBitsToFloat(imms[0].xxxx);
    temps[35].x = (uintBitsToFloat(imms[1].xxxx)).x;
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        temps[36].x = (uintBitsToFloat(imms[1].xxxx)).x;
        temps[37] = temps[9];
        temps[38].x = (intBitsToFloat(-ivec4(lessThan(floatBitsToInt(temps[37]), ivec4(imms[0].yyyy))))).x;
        temps[39].x = (uintBitsToFloat(~floatBitsToUint(temps[38]))).x;
        if ((floatBitsToUint(temps[39].xxxx)).x != 0u) {
            break;
        }
        temps[10] = uintBitsToFloat(imms[0].xxxx);
        temps[40].x = (uintBitsToFloat(imms[1].xxxx)).x;
        for (int tgsi_loop1 = 0; tgsi_loop1 < 1048576; tgsi_loop1++) {
            temps[41].x = (uintBitsToFloat(imms[1].xxxx)).x;
            temps[42] = temps[10];
            temps[43].x = (intBitsToFloat(-ivec4(lessThan(floatBitsToInt(temps[42]), ivec4(imms[0].zzzz))))).x;
            temps[44].x = (uintBitsToFloat(~floatBitsToUint(temps[43]))).x;
            if ((floatBitsToUint(temps[44].xxxx)).x != 0u) {
                break;
            }
            temps[45] = temps[8];
            temps[46].x = (uintBitsToFloat(floatBitsToUint(temps[45].xxxx) * imms[3].xxxx)).x;
            temps[47] = temps[9];
            temps[48].x = (uintBitsToFloat(min(floatBitsToUint(temps[47].xxxx), imms[1].yyyy))).x;
            temps[49].x = (uintBitsToFloat(floatBitsToUint(temps[48].xxxx) * imms[1].zzzz)).x;
            temps[50] = temps[10];
            temps[51].x = (uintBitsToFloat(min(floatBitsToUint(temps[50].xxxx), imms[1].wwww))).x;
            temps[52].x = (uintBitsToFloat(floatBitsToUint(temps[51].xxxx) * imms[1].yyyy + floatBitsToUint(temps[49].xxxx))).x;
            addr0.x = (floatBitsToInt(temps[52].xxxx)).x;
            temps[53] = (uint(addr0.x) < 60u ? temps[addr0.x] : vec4(0.0));
            {
                uint tgsi_w = (floatBitsToUint(temps[46].xxxx)).x >> 2;
                uvec4 tgsi_v = floatBitsToUint(temps[53]);
                if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
            }
            temps[54] = temps[8];
            temps[55].x = (uintBitsToFloat(floatBitsToUint(temps[54]) + imms[2].xxxx)).x;
            temps[8] = temps[55];
            temps[56] = temps[10];
            temps[57].x = (uintBitsToFloat(floatBitsToUint(temps[56]) + imms[2].xxxx)).x;
            temps[10] = temps[57];
        }
        temps[58] = temps[9];
        temps[59].x = (uintBitsToFloat(floatBitsToUint(temps[58]) + imms[2].xxxx)).x;
        temps[9] = temps[59];
    }
    tgsi_store_outputs();
}
