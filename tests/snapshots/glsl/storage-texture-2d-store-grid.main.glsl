#version 450 core
// Translated from TGSI by Tungsten (COMP, 13 instructions)
layout(local_size_x = 4, local_size_y = 2, local_size_z = 1) in;
precise vec4 t0;
precise vec4 t1;
precise vec4 t2;
precise vec4 t3;
precise vec4 t4;
precise vec4 t5;
precise vec4 t6;
vec4 svs[2];
const uvec4 imms[2] = uvec4[2](
    uvec4(4u, 2u, 1u, 8u),
    uvec4(0u, 0u, 0u, 0u));
layout(binding = 0, r32ui) uniform uimage2D tgsi_cs_img0;
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
void tgsi_load_inputs() {
    t0 = vec4(0.0);
    t1 = vec4(0.0);
    t2 = vec4(0.0);
    t3 = vec4(0.0);
    t4 = vec4(0.0);
    t5 = vec4(0.0);
    t6 = vec4(0.0);
    svs[0] = uintBitsToFloat(uvec4(gl_WorkGroupID, 0u));
    svs[1] = uintBitsToFloat(uvec4(gl_LocalInvocationID, 0u));
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0.xyz = (uintBitsToFloat(floatBitsToUint(svs[0]) * imms[0].xyzx + floatBitsToUint(svs[1]))).xyz;
    t1.x = (uintBitsToFloat(floatBitsToUint(t0.yyyy) * imms[0].wwww)).x;
    t2.x = (uintBitsToFloat(floatBitsToUint(t1) + floatBitsToUint(t0.xxxx))).x;
    t3.x = (uintBitsToFloat(floatBitsToUint(t2) + imms[0].zzzz)).x;
    t4.x = (t3.xxxx).x;
    t4.y = (uintBitsToFloat(imms[1].xxxx)).y;
    t4.z = (uintBitsToFloat(imms[1].xxxx)).z;
    t4.w = (uintBitsToFloat(imms[1].xxxx)).w;
    imageStore(tgsi_cs_img0, (floatBitsToInt(t0.xyxx)).xy, floatBitsToUint(t4));
    t6 = intBitsToFloat(ivec4(imageSize(tgsi_cs_img0), 0, 0));
    {
        uint tgsi_w = (imms[1].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t6.xxxx);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[0].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t6.yyyy);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
