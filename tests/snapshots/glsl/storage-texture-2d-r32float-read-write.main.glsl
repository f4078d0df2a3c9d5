#version 450 core
// Translated from TGSI by Tungsten (COMP, 17 instructions)
layout(local_size_x = 2, local_size_y = 1, local_size_z = 1) in;
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
vec4 svs[1];
const uvec4 imms[2] = uvec4[2](
    uvec4(0u, 4u, 8u, 12u),
    uvec4(1056964608u, 1091567616u, 0u, 0u));
layout(binding = 0, r32f) uniform image2D tgsi_cs_img0;
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
    svs[0] = uintBitsToFloat(uvec4(gl_LocalInvocationID, 0u));
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0.x = (svs[0].xxxx).x;
    t0.y = (uintBitsToFloat(imms[0].xxxx)).y;
    t1 = imageLoad(tgsi_cs_img0, (floatBitsToInt(t0.xyxx)).xy);
    t3.x = (t1.xxxx * uintBitsToFloat(imms[1].xxxx)).x;
    t4.x = (t3.xxxx).x;
    t4.y = (uintBitsToFloat(imms[1].yyyy)).y;
    t4.z = (uintBitsToFloat(imms[1].yyyy)).z;
    t4.w = (uintBitsToFloat(imms[1].yyyy)).w;
    imageStore(tgsi_cs_img0, (floatBitsToInt(t0.xyxx)).xy, t4);
    t6.x = (uintBitsToFloat(floatBitsToUint(svs[0].xxxx) * imms[0].yyyy)).x;
    {
        uint tgsi_w = (floatBitsToUint(t6.xxxx)).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t1.xxxx);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t7 = intBitsToFloat(ivec4(imageSize(tgsi_cs_img0), 0, 0));
    t8.x = (vec4(floatBitsToUint(t7.xxxx))).x;
    {
        uint tgsi_w = (imms[0].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t8);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t9.x = (vec4(floatBitsToUint(t7.yyyy))).x;
    {
        uint tgsi_w = (imms[0].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t9);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
