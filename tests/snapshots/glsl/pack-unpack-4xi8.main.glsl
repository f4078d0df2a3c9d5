#version 450 core
// Translated from TGSI by Tungsten (COMP, 41 instructions)
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
precise vec4 t10;
precise vec4 t11;
precise vec4 t12;
precise vec4 t13;
precise vec4 t14;
precise vec4 t15;
const uvec4 imms[5] = uvec4[5](
    uvec4(0u, 1u, 127u, 4294967295u),
    uvec4(0u, 255u, 4u, 1u),
    uvec4(4294967168u, 0u, 0u, 0u),
    uvec4(0u, 8u, 16u, 24u),
    uvec4(300u, 127u, 12u, 0u));
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
    t10 = vec4(0.0);
    t11 = vec4(0.0);
    t12 = vec4(0.0);
    t13 = vec4(0.0);
    t14 = vec4(0.0);
    t15 = vec4(0.0);
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0 = uintBitsToFloat(imms[0].xxxx);
    t1 = uintBitsToFloat(imms[1].xxxx);
    t2.x = (uintBitsToFloat(imms[0].yyyy)).x;
    t2.y = (uintBitsToFloat(imms[0].zzzz)).y;
    t2.z = (uintBitsToFloat(imms[0].wwww)).z;
    t2.w = (uintBitsToFloat(imms[2].xxxx)).w;
    t0 = t2;
    t3 = t0;
    t5 = uintBitsToFloat(floatBitsToUint(t3) & imms[1].yyyy);
    t5 = uintBitsToFloat(floatBitsToUint(t5) << (imms[3] & 31u));
    t6.x = (t5.xxxx).x;
    t6.x = (uintBitsToFloat(floatBitsToUint(t6.xxxx) | floatBitsToUint(t5.yyyy))).x;
    t6.x = (uintBitsToFloat(floatBitsToUint(t6.xxxx) | floatBitsToUint(t5.zzzz))).x;
    t6.x = (uintBitsToFloat(floatBitsToUint(t6.xxxx) | floatBitsToUint(t5.wwww))).x;
    t4.x = (t6.xxxx).x;
    {
        uint tgsi_w = (imms[1].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t4);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t7.x = (uintBitsToFloat(imms[0].wwww)).x;
    t7.y = (uintBitsToFloat(imms[0].wwww)).y;
    t7.z = (uintBitsToFloat(imms[0].xxxx)).z;
    t7.w = (uintBitsToFloat(imms[0].xxxx)).w;
    {
        uint tgsi_w = (imms[1].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t7.xxxx);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t8.x = (uintBitsToFloat(imms[1].wwww)).x;
    t8.y = (uintBitsToFloat(imms[4].xxxx)).y;
    t8.z = (uintBitsToFloat(imms[1].xxxx)).z;
    t8.w = (uintBitsToFloat(imms[1].xxxx)).w;
    t1 = t8;
    t9 = t1;
    t11 = uintBitsToFloat(min(floatBitsToUint(t9), imms[1].yyyy));
    t11 = uintBitsToFloat(floatBitsToUint(t11) << (imms[3] & 31u));
    t12.x = (t11.xxxx).x;
    t12.x = (uintBitsToFloat(floatBitsToUint(t12.xxxx) | floatBitsToUint(t11.yyyy))).x;
    t12.x = (uintBitsToFloat(floatBitsToUint(t12.xxxx) | floatBitsToUint(t11.zzzz))).x;
    t12.x = (uintBitsToFloat(floatBitsToUint(t12.xxxx) | floatBitsToUint(t11.wwww))).x;
    t10.x = (t12.xxxx).x;
    t13.x = (uintBitsToFloat(floatBitsToUint(t10) & imms[1].yyyy)).x;
    {
        uint tgsi_w = (imms[3].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t13);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[4].zzzz).x >> 2;
        uvec4 tgsi_v = imms[4].yyyy;
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t14.x = (uintBitsToFloat(floatBitsToUint(t10) >> (imms[3].yyyy & 31u))).x;
    t15.x = (uintBitsToFloat(floatBitsToUint(t14) & imms[1].yyyy)).x;
    {
        uint tgsi_w = (imms[3].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t15);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
