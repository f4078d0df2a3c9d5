#version 450 core
// Translated from TGSI by Tungsten (COMP, 9 instructions)
layout(local_size_x = 2, local_size_y = 2, local_size_z = 2) in;
precise vec4 t0;
precise vec4 t1;
precise vec4 t2;
precise vec4 t3;
precise vec4 t4;
precise vec4 t5;
vec4 svs[1];
const uvec4 imms[1] = uvec4[1](
    uvec4(2u, 4u, 0u, 0u));
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
void tgsi_load_inputs() {
    t0 = vec4(0.0);
    t1 = vec4(0.0);
    t2 = vec4(0.0);
    t3 = vec4(0.0);
    t4 = vec4(0.0);
    t5 = vec4(0.0);
    svs[0] = uintBitsToFloat(uvec4(gl_LocalInvocationID, 0u));
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0.x = (uintBitsToFloat(floatBitsToUint(svs[0].zzzz) * imms[0].xxxx + floatBitsToUint(svs[0].yyyy))).x;
    t0.x = (uintBitsToFloat(floatBitsToUint(t0.xxxx) * imms[0].xxxx + floatBitsToUint(svs[0].xxxx))).x;
    t1.x = (uintBitsToFloat(floatBitsToUint(t0.xxxx) * imms[0].yyyy)).x;
    t2.x = (uintBitsToFloat(floatBitsToUint(svs[0].zzzz) * imms[0].yyyy)).x;
    t3.x = (uintBitsToFloat(floatBitsToUint(svs[0].yyyy) * imms[0].xxxx)).x;
    t4.x = (uintBitsToFloat(floatBitsToUint(t2) + floatBitsToUint(t3))).x;
    t5.x = (uintBitsToFloat(floatBitsToUint(t4) + floatBitsToUint(svs[0].xxxx))).x;
    {
        uint tgsi_w = (floatBitsToUint(t1.xxxx)).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t5);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
