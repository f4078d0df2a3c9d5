#version 450 core
// Translated from TGSI by Tungsten (COMP, 11 instructions)
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;
precise vec4 t0;
precise vec4 t1;
precise vec4 t2;
precise vec4 t3;
precise vec4 t4;
precise vec4 t5;
precise vec4 t6;
precise vec4 t7;
precise vec4 t8;
vec4 svs[2];
const uvec4 imms[1] = uvec4[1](
    uvec4(4u, 1u, 3u, 8u));
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
    svs[0] = uintBitsToFloat(uvec4(gl_WorkGroupID, 0u));
    svs[1] = uintBitsToFloat(uvec4(gl_LocalInvocationID, 0u));
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0.xyz = (uintBitsToFloat(floatBitsToUint(svs[0]) * imms[0].xyyx + floatBitsToUint(svs[1]))).xyz;
    t1.x = (uintBitsToFloat(imms[0].zzzz * floatBitsToUint(t0.xxxx))).x;
    imageStore(tgsi_cs_img0, (floatBitsToInt(t0.xxxx)).x, floatBitsToUint(t1.xxxx));
    t3.x = (uintBitsToFloat(floatBitsToUint(t0.xxxx) * imms[0].xxxx)).x;
    t4 = uintBitsToFloat((uint((floatBitsToInt(t0.xxxx)).x) < uint(imageSize(tgsi_cs_img0)) ? imageLoad(tgsi_cs_img0, (floatBitsToInt(t0.xxxx)).x) : uvec4(0)));
    {
        uint tgsi_w = (floatBitsToUint(t3.xxxx)).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t4.xxxx);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t6.x = (uintBitsToFloat(imms[0].wwww + floatBitsToUint(t0.xxxx))).x;
    t7.x = (uintBitsToFloat(floatBitsToUint(t6.xxxx) * imms[0].xxxx)).x;
    t8 = intBitsToFloat(ivec4(imageSize(tgsi_cs_img0), 0, 0, 0));
    {
        uint tgsi_w = (floatBitsToUint(t7.xxxx)).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t8);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
