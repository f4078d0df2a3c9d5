#version 450 core
// Translated from TGSI by Tungsten (COMP, 90 instructions)
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
precise vec4 temps[56];
ivec4 addr0;
const uvec4 imms[3] = uvec4[3](
    uvec4(0u, 5u, 1u, 2u),
    uvec4(0u, 4u, 1u, 2147483648u),
    uvec4(4294967295u, 20u, 0u, 0u));
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
ivec4 tgsi_mod(ivec4 a, ivec4 b) {
    ivec4 q = ivec4(uvec4(abs(a)) / max(uvec4(abs(b)), uvec4(1u)));
    ivec4 s = (a ^ b) >> 31;
    return (a - ((q ^ s) - s) * b) | -ivec4(equal(b, ivec4(0)));
}
void tgsi_load_inputs() {
    for (int i = 0; i < 56; i++) temps[i] = vec4(0.0);
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
    temps[5] = uintBitsToFloat(imms[0].xxxx);
    temps[9].x = (uintBitsToFloat(imms[1].xxxx)).x;
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        temps[10].x = (uintBitsToFloat(imms[1].xxxx)).x;
        temps[11] = temps[5];
        temps[12].x = (intBitsToFloat(-ivec4(lessThan(floatBitsToInt(temps[11]), ivec4(imms[0].yyyy))))).x;
        temps[13].x = (uintBitsToFloat(~floatBitsToUint(temps[12]))).x;
        if ((floatBitsToUint(temps[13].xxxx)).x != 0u) {
            break;
        }
        temps[14] = temps[5];
        temps[15].x = (uintBitsToFloat(min(floatBitsToUint(temps[14].xxxx), imms[1].yyyy))).x;
        temps[16].x = (uintBitsToFloat(floatBitsToUint(temps[15].xxxx) * imms[1].zzzz)).x;
        temps[17] = temps[5];
        temps[18] = temps[5];
        temps[19].x = (uintBitsToFloat(floatBitsToUint(temps[17]) * floatBitsToUint(temps[18]))).x;
        addr0.x = (floatBitsToInt(temps[16].xxxx)).x;
        { int tgsi_i = addr0.x; if (uint(tgsi_i) < 56u) temps[tgsi_i] = temps[19]; }
        temps[20] = temps[5];
        temps[21].x = (uintBitsToFloat(floatBitsToUint(temps[20]) + imms[0].zzzz)).x;
        temps[5] = temps[21];
    }
    temps[6] = uintBitsToFloat(imms[0].xxxx);
    temps[22].x = (uintBitsToFloat(imms[1].xxxx)).x;
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        temps[23].x = (uintBitsToFloat(imms[1].xxxx)).x;
        temps[24] = temps[6];
        temps[25].x = (intBitsToFloat(-ivec4(lessThan(floatBitsToInt(temps[24]), ivec4(imms[0].yyyy))))).x;
        temps[26].x = (uintBitsToFloat(~floatBitsToUint(temps[25]))).x;
        if ((floatBitsToUint(temps[26].xxxx)).x != 0u) {
            break;
        }
        temps[27] = temps[6];
        temps[28].x = (uintBitsToFloat(floatBitsToUint(temps[27].xxxx) * imms[1].yyyy)).x;
        temps[29] = temps[6];
        temps[30].x = (uintBitsToFloat(min(floatBitsToUint(temps[29].xxxx), imms[1].yyyy))).x;
        temps[31].x = (uintBitsToFloat(floatBitsToUint(temps[30].xxxx) * imms[1].zzzz)).x;
        addr0.x = (floatBitsToInt(temps[31].xxxx)).x;
        temps[32] = (uint(addr0.x) < 56u ? temps[addr0.x] : vec4(0.0));
        {
            uint tgsi_w = (floatBitsToUint(temps[28].xxxx)).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(temps[32]);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        temps[33] = temps[6];
        temps[34].x = (uintBitsToFloat(floatBitsToUint(temps[33]) + imms[0].zzzz)).x;
        temps[6] = temps[34];
    }
    temps[7] = uintBitsToFloat(imms[0].xxxx);
    temps[8] = uintBitsToFloat(imms[0].xxxx);
    temps[35].x = (uintBitsToFloat(imms[1].xxxx)).x;
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        temps[36].x = (uintBitsToFloat(imms[1].xxxx)).x;
        temps[37] = temps[8];
        temps[38].x = (intBitsToFloat(-ivec4(lessThan(floatBitsToInt(temps[37]), ivec4(imms[0].yyyy))))).x;
        temps[39].x = (uintBitsToFloat(~floatBitsToUint(temps[38]))).x;
        if ((floatBitsToUint(temps[39].xxxx)).x != 0u) {
            break;
        }
        temps[40] = temps[8];
        temps[41].x = (uintBitsToFloat(min(floatBitsToUint(temps[40].xxxx), imms[1].yyyy))).x;
        temps[42].x = (uintBitsToFloat(floatBitsToUint(temps[41].xxxx) * imms[1].zzzz)).x;
        addr0.x = (floatBitsToInt(temps[42].xxxx)).x;
        temps[43] = (uint(addr0.x) < 56u ? temps[addr0.x] : vec4(0.0));
        temps[45].x = (intBitsToFloat(-ivec4(equal(imms[0].wwww, imms[1].xxxx)))).x;
        temps[46].x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(temps[43]), imms[1].wwww)))).x;
        temps[47].x = (intBitsToFloat(-ivec4(equal(imms[0].wwww, imms[2].xxxx)))).x;
        temps[46].x = (uintBitsToFloat(floatBitsToUint(temps[46]) & floatBitsToUint(temps[47]))).x;
        temps[45].x = (uintBitsToFloat(floatBitsToUint(temps[45]) | floatBitsToUint(temps[46]))).x;
        temps[48].x = (mix(uintBitsToFloat(imms[0].wwww), uintBitsToFloat(imms[1].zzzz), notEqual(floatBitsToUint(temps[45]), uvec4(0u)))).x;
        temps[44].x = (intBitsToFloat(tgsi_mod(floatBitsToInt(temps[43]), floatBitsToInt(temps[48])))).x;
        temps[49].x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(temps[44]), imms[0].xxxx)))).x;
        if ((floatBitsToUint(temps[49].xxxx)).x != 0u) {
            temps[50] = temps[7];
            temps[51].x = (uintBitsToFloat(floatBitsToUint(temps[50]) + imms[0].zzzz)).x;
            temps[7] = temps[51];
        }
        temps[52] = temps[8];
        temps[53].x = (uintBitsToFloat(floatBitsToUint(temps[52]) + imms[0].zzzz)).x;
        temps[8] = temps[53];
    }
    temps[54] = temps[7];
    temps[55].x = (uintBitsToFloat(floatBitsToUint(temps[54]) + imms[0].wwww)).x;
    {
        uint tgsi_w = (imms[2].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(temps[55]);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
