#version 450 core
// Translated from TGSI by Tungsten (COMP, 4 instructions)
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;
precise vec4 t0;
precise vec4 t1;
vec4 svs[2];
const uvec4 imms[1] = uvec4[1](
    uvec4(4u, 1u, 0u, 0u));
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
void tgsi_load_inputs() {
    t0 = vec4(0.0);
    t1 = vec4(0.0);
    svs[0] = uintBitsToFloat(uvec4(gl_WorkGroupID, 0u));
    svs[1] = uintBitsToFloat(uvec4(gl_LocalInvocationID, 0u));
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0.xyz = (uintBitsToFloat(floatBitsToUint(svs[0]) * imms[0].xyyx + floatBitsToUint(svs[1]))).xyz;
    t1.x = (uintBitsToFloat(floatBitsToUint(t0.xxxx) * imms[0].xxxx)).x;
    {
        uint tgsi_w = (floatBitsToUint(t1.xxxx)).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t0.xxxx);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
