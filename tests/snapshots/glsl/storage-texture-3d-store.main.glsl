#version 450 core
// Translated from TGSI by Tungsten (COMP, 13 instructions)
layout(local_size_x = 2, local_size_y = 2, local_size_z = 1) in;
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
const uvec4 imms[3] = uvec4[3](
    uvec4(2u, 1u, 4u, 0u),
    uvec4(1056964608u, 0u, 0u, 0u),
    uvec4(8u, 0u, 0u, 0u));
layout(binding = 0, r32f) uniform image3D tgsi_cs_img0;
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
    t0.xyz = (uintBitsToFloat(floatBitsToUint(svs[0]) * imms[0].xxyx + floatBitsToUint(svs[1]))).xyz;
    t1.x = (uintBitsToFloat(floatBitsToUint(t0.zzzz) * imms[0].zzzz)).x;
    t2.x = (uintBitsToFloat(floatBitsToUint(t0.yyyy) * imms[0].xxxx)).x;
    t3.x = (uintBitsToFloat(floatBitsToUint(t1) + floatBitsToUint(t2))).x;
    t4.x = (uintBitsToFloat(floatBitsToUint(t3) + floatBitsToUint(t0.xxxx))).x;
    t5.x = (vec4(floatBitsToUint(t4))).x;
    t6.x = (t5 + uintBitsToFloat(imms[1].xxxx)).x;
    imageStore(tgsi_cs_img0, (floatBitsToInt(t0.xyzx)).xyz, t6.xxxx);
    t8 = intBitsToFloat(ivec4(imageSize(tgsi_cs_img0), 0));
    {
        uint tgsi_w = (imms[0].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t8.xxxx);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[0].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t8.yyyy);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[2].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t8.zzzz);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
