#version 450 core
// Translated from TGSI by Tungsten (COMP, 23 instructions)
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
const uvec4 imms[6] = uvec4[6](
    uvec4(0u, 4u, 8u, 12u),
    uvec4(4294967294u, 3221225472u, 1u, 2147483647u),
    uvec4(2139095040u, 16u, 20u, 24u),
    uvec4(1065353216u, 2147483648u, 1078530011u, 0u),
    uvec4(0u, 0u, 0u, 0u),
    uvec4(28u, 32u, 36u, 0u));
layout(binding = 0, rgba32ui) readonly uniform uimageBuffer tgsi_cs_img0;
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
layout(binding = 1, rgba32i) uniform iimageBuffer tgsi_cs_img1;
layout(binding = 2, rgba32f) uniform imageBuffer tgsi_cs_img2;
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
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0 = uintBitsToFloat((uint((ivec4(imms[0].xxxx)).x) < uint(imageSize(tgsi_cs_img0)) ? imageLoad(tgsi_cs_img0, (ivec4(imms[0].xxxx)).x) : uvec4(0)));
    {
        uint tgsi_w = (imms[0].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t0.xxxx);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[0].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t0.yyyy);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[0].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t0.zzzz);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[0].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t0.wwww);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    imageStore(tgsi_cs_img1, (ivec4(imms[0].xxxx)).x, ivec4(imms[1]));
    t4.x = (uintBitsToFloat(floatBitsToUint(t0.yyyy) | imms[2].xxxx)).x;
    t5.x = (uintBitsToFloat(imms[3].xxxx)).x;
    t5.y = (t4.xxxx).y;
    t5.z = (uintBitsToFloat(imms[3].yyyy)).z;
    t5.w = (uintBitsToFloat(imms[3].zzzz)).w;
    imageStore(tgsi_cs_img2, (ivec4(imms[4].xxxx)).x, t5);
    t7 = intBitsToFloat((uint((ivec4(imms[0].xxxx)).x) < uint(imageSize(tgsi_cs_img1)) ? imageLoad(tgsi_cs_img1, (ivec4(imms[0].xxxx)).x) : ivec4(0)));
    t9 = (uint((ivec4(imms[0].xxxx)).x) < uint(imageSize(tgsi_cs_img2)) ? imageLoad(tgsi_cs_img2, (ivec4(imms[0].xxxx)).x) : vec4(0));
    {
        uint tgsi_w = (imms[2].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t7.xxxx);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[2].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t7.yyyy);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[2].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t9.xxxx);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[5].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t9.yyyy);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t11 = intBitsToFloat(ivec4(imageSize(tgsi_cs_img1), 0, 0, 0));
    {
        uint tgsi_w = (imms[5].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t11);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t12 = intBitsToFloat(ivec4(imageSize(tgsi_cs_img2), 0, 0, 0));
    {
        uint tgsi_w = (imms[5].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t12);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
