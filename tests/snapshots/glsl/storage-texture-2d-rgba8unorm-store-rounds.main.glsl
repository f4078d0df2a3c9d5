#version 450 core
// Translated from TGSI by Tungsten (COMP, 35 instructions)
layout(local_size_x = 2, local_size_y = 2, local_size_z = 1) in;
precise vec4 ta1[4];
precise vec4 ta2[4];
precise vec4 t4;
precise vec4 t5;
precise vec4 t6;
precise vec4 t7;
precise vec4 t12;
precise vec4 t13;
precise vec4 t14;
precise vec4 t15;
precise vec4 t16;
precise vec4 t17;
precise vec4 t18;
vec4 svs[1];
ivec4 addr0;
const uvec4 imms[6] = uvec4[6](
    uvec4(0u, 1045220557u, 1061158912u, 1069547520u),
    uvec4(3196059648u, 1053609165u, 1058642330u, 990057071u),
    uvec4(1065319662u, 1065353216u, 1048576000u, 1061997773u),
    uvec4(1008981770u, 1065185444u, 1022739087u, 1064849900u),
    uvec4(2u, 3u, 1u, 0u),
    uvec4(4u, 0u, 0u, 0u));
layout(binding = 0, rgba8) uniform image2D tgsi_cs_img0;
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
void tgsi_load_inputs() {
    for (int i = 0; i < 4; i++) ta1[i] = vec4(0.0);
    for (int i = 0; i < 4; i++) ta2[i] = vec4(0.0);
    t4 = vec4(0.0);
    t5 = vec4(0.0);
    t6 = vec4(0.0);
    t7 = vec4(0.0);
    t12 = vec4(0.0);
    t13 = vec4(0.0);
    t14 = vec4(0.0);
    t15 = vec4(0.0);
    t16 = vec4(0.0);
    t17 = vec4(0.0);
    t18 = vec4(0.0);
    addr0 = ivec4(0);
    svs[0] = uintBitsToFloat(uvec4(gl_LocalInvocationID, 0u));
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    ta1[0] = uintBitsToFloat(imms[0].xxxx);
    ta1[1] = uintBitsToFloat(imms[0].xxxx);
    ta1[2] = uintBitsToFloat(imms[0].xxxx);
    ta1[3] = uintBitsToFloat(imms[0].xxxx);
    t4.x = (uintBitsToFloat(imms[0].yyyy)).x;
    t4.y = (uintBitsToFloat(imms[0].zzzz)).y;
    t4.z = (uintBitsToFloat(imms[0].wwww)).z;
    t4.w = (uintBitsToFloat(imms[1].xxxx)).w;
    t5.x = (uintBitsToFloat(imms[1].yyyy)).x;
    t5.y = (uintBitsToFloat(imms[1].zzzz)).y;
    t5.z = (uintBitsToFloat(imms[1].wwww)).z;
    t5.w = (uintBitsToFloat(imms[2].xxxx)).w;
    t6.x = (uintBitsToFloat(imms[2].yyyy)).x;
    t6.y = (uintBitsToFloat(imms[0].xxxx)).y;
    t6.z = (uintBitsToFloat(imms[2].zzzz)).z;
    t6.w = (uintBitsToFloat(imms[2].wwww)).w;
    ta2[0] = t4;
    ta2[1] = t5;
    ta2[2] = t6;
    ta2[3] = uintBitsToFloat(imms[3]);
    ta1[0] = ta2[0];
    ta1[1] = ta2[1];
    ta1[2] = ta2[2];
    ta1[3] = ta2[3];
    t12.x = (uintBitsToFloat(floatBitsToUint(svs[0].yyyy) * imms[4].xxxx)).x;
    t13.x = (uintBitsToFloat(floatBitsToUint(t12) + floatBitsToUint(svs[0].xxxx))).x;
    t14.x = (uintBitsToFloat(min(floatBitsToUint(t13.xxxx), imms[4].yyyy))).x;
    t15.x = (uintBitsToFloat(floatBitsToUint(t14.xxxx) * imms[4].zzzz)).x;
    addr0.x = (floatBitsToInt(t15.xxxx)).x;
    t16 = (uint(addr0.x) < 4u ? ta1[addr0.x] : vec4(0.0));
    imageStore(tgsi_cs_img0, (floatBitsToInt(svs[0].xyxx)).xy, t16);
    t18 = intBitsToFloat(ivec4(imageSize(tgsi_cs_img0), 0, 0));
    {
        uint tgsi_w = (imms[4].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t18.xxxx);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[5].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t18.yyyy);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
