#version 450 core
// Translated from TGSI by Tungsten (COMP, 13 instructions)
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
precise vec4 t0;
precise vec4 t1;
precise vec4 t2;
precise vec4 t3;
precise vec4 t4;
precise vec4 t5;
precise vec4 t6;
precise vec4 t7;
precise vec4 t8;
const uvec4 imms[3] = uvec4[3](
    uvec4(0u, 1u, 2u, 3u),
    uvec4(4u, 5u, 6u, 4294967294u),
    uvec4(0u, 4u, 0u, 0u));
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
void tgsi_load_inputs() {
    t0 = vec4(0.0);
    t1 = vec4(0.0);
    t2 = vec4(0.0);
    t3 = vec4(0.0);
    t4 = vec4(0.0);
    t5 = vec4(0.0);
    t6 = vec4(0.0);
    t7 = vec4(0.0);
    t8 = vec4(0.0);
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t2.x = (uintBitsToFloat(imms[0].yyyy)).x;
    t2.y = (uintBitsToFloat(imms[0].zzzz)).y;
    t2.z = (uintBitsToFloat(imms[0].wwww)).z;
    t3.x = (uintBitsToFloat(imms[1].xxxx)).x;
    t3.y = (uintBitsToFloat(imms[1].yyyy)).y;
    t3.z = (uintBitsToFloat(imms[1].zzzz)).z;
    t7 = uintBitsToFloat(floatBitsToUint(t2) * floatBitsToUint(t3));
    t8.x = (uintBitsToFloat(floatBitsToUint(t7.xxxx) + floatBitsToUint(t7.yyyy))).x;
    t8.x = (uintBitsToFloat(floatBitsToUint(t8.xxxx) + floatBitsToUint(t7.zzzz))).x;
    t6.x = (t8.xxxx).x;
    {
        uint tgsi_w = (imms[2].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t6);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[2].yyyy).x >> 2;
        uvec4 tgsi_v = imms[1].wwww;
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
