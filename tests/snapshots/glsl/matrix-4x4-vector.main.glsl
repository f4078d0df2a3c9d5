#version 450 core
// Translated from TGSI by Tungsten (COMP, 33 instructions)
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
precise vec4 t9;
const uvec4 imms[2] = uvec4[2](
    uvec4(1065353216u, 0u, 1073741824u, 1077936128u),
    uvec4(0u, 4u, 8u, 12u));
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
    t9 = vec4(0.0);
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0.x = (uintBitsToFloat(imms[0].xxxx)).x;
    t0.y = (uintBitsToFloat(imms[0].yyyy)).y;
    t0.z = (uintBitsToFloat(imms[0].yyyy)).z;
    t0.w = (uintBitsToFloat(imms[0].yyyy)).w;
    t1.x = (uintBitsToFloat(imms[0].yyyy)).x;
    t1.y = (uintBitsToFloat(imms[0].xxxx)).y;
    t1.z = (uintBitsToFloat(imms[0].yyyy)).z;
    t1.w = (uintBitsToFloat(imms[0].yyyy)).w;
    t2.x = (uintBitsToFloat(imms[0].yyyy)).x;
    t2.y = (uintBitsToFloat(imms[0].yyyy)).y;
    t2.z = (uintBitsToFloat(imms[0].xxxx)).z;
    t2.w = (uintBitsToFloat(imms[0].yyyy)).w;
    t3.x = (uintBitsToFloat(imms[0].xxxx)).x;
    t3.y = (uintBitsToFloat(imms[0].zzzz)).y;
    t3.z = (uintBitsToFloat(imms[0].wwww)).z;
    t3.w = (uintBitsToFloat(imms[0].xxxx)).w;
    t4 = t0;
    t5 = t1;
    t6 = t2;
    t7 = t3;
    t8.x = (uintBitsToFloat(imms[0].yyyy)).x;
    t8.y = (uintBitsToFloat(imms[0].yyyy)).y;
    t8.z = (uintBitsToFloat(imms[0].yyyy)).z;
    t8.w = (uintBitsToFloat(imms[0].xxxx)).w;
    t9 = t4 * t8.xxxx;
    t9 = t5 * t8.yyyy + t9;
    t9 = t6 * t8.zzzz + t9;
    t9 = t7 * t8.wwww + t9;
    {
        uint tgsi_w = (imms[1].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t9.xxxx);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[1].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t9.yyyy);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[1].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t9.zzzz);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[1].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t9.wwww);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
