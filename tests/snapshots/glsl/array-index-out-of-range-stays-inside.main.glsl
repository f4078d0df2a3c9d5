#version 450 core
// Translated from TGSI by Tungsten (COMP, 31 instructions)
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
precise vec4 temps[23];
ivec4 addr0;
const uvec4 imms[3] = uvec4[3](
    uvec4(0u, 10u, 20u, 30u),
    uvec4(40u, 7u, 0u, 0u),
    uvec4(3u, 1u, 0u, 0u));
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
void tgsi_load_inputs() {
    for (int i = 0; i < 23; i++) temps[i] = vec4(0.0);
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
    temps[5] = uintBitsToFloat(imms[0].yyyy);
    temps[6] = uintBitsToFloat(imms[0].zzzz);
    temps[7] = uintBitsToFloat(imms[0].wwww);
    temps[8] = uintBitsToFloat(imms[1].xxxx);
    temps[0] = temps[5];
    temps[1] = temps[6];
    temps[2] = temps[7];
    temps[3] = temps[8];
    temps[4] = uintBitsToFloat(imms[1].yyyy);
    temps[9] = temps[4];
    temps[10].x = (uintBitsToFloat(min(floatBitsToUint(temps[9].xxxx), imms[2].xxxx))).x;
    temps[11].x = (uintBitsToFloat(floatBitsToUint(temps[10].xxxx) * imms[2].yyyy)).x;
    addr0.x = (floatBitsToInt(temps[11].xxxx)).x;
    temps[12] = (uint(addr0.x) < 23u ? temps[addr0.x] : vec4(0.0));
    temps[13].x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(temps[12]), imms[0].yyyy)))).x;
    temps[14].x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(temps[12]), imms[0].zzzz)))).x;
    temps[15].x = (uintBitsToFloat(floatBitsToUint(temps[13]) | floatBitsToUint(temps[14]))).x;
    temps[16].x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(temps[12]), imms[0].wwww)))).x;
    temps[17].x = (uintBitsToFloat(floatBitsToUint(temps[15]) | floatBitsToUint(temps[16]))).x;
    temps[18].x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(temps[12]), imms[1].xxxx)))).x;
    temps[19].x = (uintBitsToFloat(floatBitsToUint(temps[17]) | floatBitsToUint(temps[18]))).x;
    temps[20].x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(temps[12]), imms[0].xxxx)))).x;
    temps[21].x = (uintBitsToFloat(floatBitsToUint(temps[19]) | floatBitsToUint(temps[20]))).x;
    temps[22].x = (uintBitsToFloat(floatBitsToUint(temps[21]) & imms[2].yyyy)).x;
    {
        uint tgsi_w = (imms[2].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(temps[22]);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
