#version 450 core
// Translated from TGSI by Tungsten (COMP, 21 instructions)
layout(local_size_x = 3, local_size_y = 2, local_size_z = 1) in;
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
vec4 svs[1];
const uvec4 imms[2] = uvec4[2](
    uvec4(1u, 2u, 3u, 0u),
    uvec4(0u, 4u, 8u, 12u));
layout(binding = 0, r32i) uniform iimage2D tgsi_cs_img0;
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
    svs[0] = uintBitsToFloat(uvec4(gl_LocalInvocationID, 0u));
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0 = intBitsToFloat(imageLoad(tgsi_cs_img0, (floatBitsToInt(svs[0].xyxx)).xy));
    t2.x = (intBitsToFloat(-floatBitsToInt(t0.xxxx))).x;
    t3.x = (t2.xxxx).x;
    t3.y = (uintBitsToFloat(imms[0].xxxx)).y;
    t3.z = (uintBitsToFloat(imms[0].yyyy)).z;
    t3.w = (uintBitsToFloat(imms[0].zzzz)).w;
    imageStore(tgsi_cs_img0, (floatBitsToInt(svs[0].xyxx)).xy, floatBitsToInt(t3));
    t6.xy = (intBitsToFloat(-ivec4(equal(floatBitsToUint(svs[0].xyyy), imms[0].wwww)))).xy;
    t7.x = (uintBitsToFloat(floatBitsToUint(t6.xxxx) & floatBitsToUint(t6.yyyy))).x;
    if ((floatBitsToUint(t7.xxxx)).x != 0u) {
        {
            uint tgsi_w = (imms[1].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t0.xxxx);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
    }
    t9.xy = (intBitsToFloat(-ivec4(equal(floatBitsToUint(svs[0].xyyy), imms[0].yxyy)))).xy;
    t10.x = (uintBitsToFloat(floatBitsToUint(t9.xxxx) & floatBitsToUint(t9.yyyy))).x;
    if ((floatBitsToUint(t10.xxxx)).x != 0u) {
        {
            uint tgsi_w = (imms[1].yyyy).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t0.xxxx);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
    }
    t11 = intBitsToFloat(ivec4(imageSize(tgsi_cs_img0), 0, 0));
    {
        uint tgsi_w = (imms[1].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t11.xxxx);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[1].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t11.yyyy);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
