#version 450 core
// Translated from TGSI by Tungsten (COMP, 28 instructions)
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
precise vec4 t16;
precise vec4 t17;
precise vec4 t18;
precise vec4 t19;
precise vec4 t20;
precise vec4 t21;
const uvec4 imms[6] = uvec4[6](
    uvec4(4294967295u, 2u, 0u, 0u),
    uvec4(0u, 4u, 8u, 12u),
    uvec4(16u, 20u, 4294967295u, 24u),
    uvec4(28u, 99u, 98u, 97u),
    uvec4(7u, 1u, 32u, 36u),
    uvec4(40u, 44u, 48u, 52u));
layout(binding = 0, r32ui) uniform uimageBuffer tgsi_cs_img0;
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
    t16 = vec4(0.0);
    t17 = vec4(0.0);
    t18 = vec4(0.0);
    t19 = vec4(0.0);
    t20 = vec4(0.0);
    t21 = vec4(0.0);
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0 = intBitsToFloat(ivec4(imageSize(tgsi_cs_img0), 0, 0, 0));
    t1 = uintBitsToFloat((uint((floatBitsToInt(t0.xxxx)).x) < uint(imageSize(tgsi_cs_img0)) ? imageLoad(tgsi_cs_img0, (floatBitsToInt(t0.xxxx)).x) : uvec4(0)));
    t3 = uintBitsToFloat((uint((ivec4(imms[0].xxxx)).x) < uint(imageSize(tgsi_cs_img0)) ? imageLoad(tgsi_cs_img0, (ivec4(imms[0].xxxx)).x) : uvec4(0)));
    {
        uint tgsi_w = (imms[1].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t1.xxxx);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[1].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t1.yyyy);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[1].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t1.zzzz);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[1].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t1.wwww);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[2].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t3.xxxx);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[2].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t3.wwww);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t5 = uintBitsToFloat((uint((ivec4(imms[2].zzzz)).x) < uint(imageSize(tgsi_cs_img0)) ? imageLoad(tgsi_cs_img0, (ivec4(imms[2].zzzz)).x) : uvec4(0)));
    {
        uint tgsi_w = (imms[2].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t5.xxxx);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t7 = uintBitsToFloat((uint((ivec4(imms[0].yyyy)).x) < uint(imageSize(tgsi_cs_img0)) ? imageLoad(tgsi_cs_img0, (ivec4(imms[0].yyyy)).x) : uvec4(0)));
    {
        uint tgsi_w = (imms[3].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t7.wwww);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    imageStore(tgsi_cs_img0, (floatBitsToInt(t0.xxxx)).x, imms[3].yyyy);
    imageStore(tgsi_cs_img0, (ivec4(imms[0].xxxx)).x, imms[3].zzzz);
    imageStore(tgsi_cs_img0, (ivec4(imms[2].zzzz)).x, imms[3].wwww);
    imageStore(tgsi_cs_img0, (ivec4(imms[4].yyyy)).x, imms[4].xxxx);
    t17 = uintBitsToFloat((uint((ivec4(imms[4].yyyy)).x) < uint(imageSize(tgsi_cs_img0)) ? imageLoad(tgsi_cs_img0, (ivec4(imms[4].yyyy)).x) : uvec4(0)));
    {
        uint tgsi_w = (imms[4].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t17.xxxx);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[4].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t17.yyyy);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[5].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t17.zzzz);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t19.x = (uintBitsToFloat(floatBitsToUint(t17.wwww) + (-imms[4].yyyy))).x;
    {
        uint tgsi_w = (imms[5].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t19);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t20 = intBitsToFloat(ivec4(imageSize(tgsi_cs_img0), 0, 0, 0));
    t21.x = (uintBitsToFloat(floatBitsToUint(t20) + (-imms[4].yyyy))).x;
    {
        uint tgsi_w = (imms[5].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t21);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[5].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t0);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
