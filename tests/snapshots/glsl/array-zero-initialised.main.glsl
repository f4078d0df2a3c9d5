#version 450 core
// Translated from TGSI by Tungsten (COMP, 28 instructions)
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
precise vec4 temps[18];
ivec4 addr0;
const uvec4 imms[2] = uvec4[2](
    uvec4(0u, 4u, 1u, 0u),
    uvec4(0u, 4u, 3u, 1u));
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
void tgsi_load_inputs() {
    for (int i = 0; i < 18; i++) temps[i] = vec4(0.0);
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
        temps[11].x = (uintBitsToFloat(floatBitsToUint(temps[10].xxxx) * imms[1].yyyy)).x;
        temps[12] = temps[4];
        temps[13].x = (uintBitsToFloat(min(floatBitsToUint(temps[12].xxxx), imms[1].zzzz))).x;
        temps[14].x = (uintBitsToFloat(floatBitsToUint(temps[13].xxxx) * imms[1].wwww)).x;
        addr0.x = (floatBitsToInt(temps[14].xxxx)).x;
        temps[15] = (uint(addr0.x) < 18u ? temps[addr0.x] : vec4(0.0));
        {
            uint tgsi_w = (floatBitsToUint(temps[11].xxxx)).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(temps[15]);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        temps[16] = temps[4];
        temps[17].x = (uintBitsToFloat(floatBitsToUint(temps[16]) + imms[0].zzzz)).x;
        temps[4] = temps[17];
    }
    tgsi_store_outputs();
}
