#version 450 core
// Translated from TGSI by Tungsten (COMP, 8 instructions)
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;
precise vec4 t0;
precise vec4 t1;
precise vec4 t2;
precise vec4 t3;
precise vec4 t4;
vec4 svs[1];
const uvec4 imms[1] = uvec4[1](
    uvec4(1u, 4u, 2u, 0u));
layout(std430, binding = 1) buffer tgsi_cs_buffer1 { uint data[]; } tgsi_buf1;
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
void tgsi_load_inputs() {
    t0 = vec4(0.0);
    t1 = vec4(0.0);
    t2 = vec4(0.0);
    t3 = vec4(0.0);
    t4 = vec4(0.0);
    svs[0] = uintBitsToFloat(uvec4(gl_LocalInvocationID, 0u));
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0.x = (uintBitsToFloat(floatBitsToUint(svs[0].zzzz) * imms[0].xxxx + floatBitsToUint(svs[0].yyyy))).x;
    t0.x = (uintBitsToFloat(floatBitsToUint(t0.xxxx) * imms[0].yyyy + floatBitsToUint(svs[0].xxxx))).x;
    t1.x = (uintBitsToFloat(floatBitsToUint(t0.xxxx) * imms[0].yyyy)).x;
    t2.x = (uintBitsToFloat(floatBitsToUint(t0.xxxx) * imms[0].yyyy)).x;
    {
        uint tgsi_o = (floatBitsToUint(t2.xxxx)).x;
        uvec4 tgsi_v = uvec4(0u);
        if (uint(tgsi_buf1.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf1.data.length()) - 1u) * 4u) {
            uint tgsi_w = tgsi_o >> 2;
            tgsi_v.x = tgsi_buf1.data[tgsi_w + 0u];
        }
        t3.x = (uintBitsToFloat(tgsi_v)).x;
    }
    t4.x = (uintBitsToFloat(floatBitsToUint(t3) * imms[0].zzzz)).x;
    {
        uint tgsi_w = (floatBitsToUint(t1.xxxx)).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t4);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
