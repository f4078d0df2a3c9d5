#version 450 core
// Translated from TGSI by Tungsten (COMP, 11 instructions)
layout(local_size_x = 2, local_size_y = 2, local_size_z = 3) in;
precise vec4 t0;
precise vec4 t1;
precise vec4 t2;
precise vec4 t3;
precise vec4 t4;
precise vec4 t5;
precise vec4 t6;
vec4 svs[1];
const uvec4 imms[2] = uvec4[2](
    uvec4(100u, 10u, 0u, 4u),
    uvec4(8u, 0u, 0u, 0u));
layout(binding = 0, r32ui) uniform uimage2DArray tgsi_cs_img0;
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
void tgsi_load_inputs() {
    t0 = vec4(0.0);
    t1 = vec4(0.0);
    t2 = vec4(0.0);
    t3 = vec4(0.0);
    t4 = vec4(0.0);
    t5 = vec4(0.0);
    t6 = vec4(0.0);
    svs[0] = uintBitsToFloat(uvec4(gl_LocalInvocationID, 0u));
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0.x = (uintBitsToFloat(floatBitsToUint(svs[0].zzzz) * imms[0].xxxx)).x;
    t1.x = (uintBitsToFloat(floatBitsToUint(svs[0].yyyy) * imms[0].yyyy)).x;
    t2.x = (uintBitsToFloat(floatBitsToUint(t0) + floatBitsToUint(t1))).x;
    t3.x = (uintBitsToFloat(floatBitsToUint(t2) + floatBitsToUint(svs[0].xxxx))).x;
    imageStore(tgsi_cs_img0, (floatBitsToInt(svs[0].xyzx)).xyz, floatBitsToUint(t3.xxxx));
    t5 = intBitsToFloat(ivec4(imageSize(tgsi_cs_img0), 0));
    {
        uint tgsi_w = (imms[0].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t5.xxxx);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[0].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t5.yyyy);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t6 = intBitsToFloat(ivec4(imageSize(tgsi_cs_img0), 0));
    {
        uint tgsi_w = (imms[1].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t6.zzzz);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
