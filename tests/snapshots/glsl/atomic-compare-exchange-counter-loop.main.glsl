#version 450 core
// Translated from TGSI by Tungsten (COMP, 19 instructions)
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;
precise vec4 t0;
precise vec4 t1;
precise vec4 t2;
precise vec4 t3;
precise vec4 t4;
precise vec4 t5;
precise vec4 t6;
precise vec4 t7;
precise vec4 t8;
vec4 svs[1];
const uvec4 imms[1] = uvec4[1](
    uvec4(1u, 64u, 0u, 8u));
layout(std430, binding = 1) buffer tgsi_cs_buffer1 { uint data[]; } tgsi_buf1;
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
    svs[0] = uintBitsToFloat(uvec4(gl_LocalInvocationID, 0u));
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0.x = (uintBitsToFloat(floatBitsToUint(svs[0].zzzz) * imms[0].xxxx + floatBitsToUint(svs[0].yyyy))).x;
    t0.x = (uintBitsToFloat(floatBitsToUint(t0.xxxx) * imms[0].yyyy + floatBitsToUint(svs[0].xxxx))).x;
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        {
            uint tgsi_o = (imms[0].zzzz).x;
            uvec4 tgsi_v = uvec4(0u);
            if (uint(tgsi_buf1.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf1.data.length()) - 1u) * 4u) {
                uint tgsi_w = tgsi_o >> 2;
                tgsi_v.x = tgsi_buf1.data[tgsi_w + 0u];
            }
            t3.x = (uintBitsToFloat(tgsi_v)).x;
        }
        t4.x = (uintBitsToFloat(floatBitsToUint(t3) + imms[0].xxxx)).x;
        {
            uint tgsi_o = (imms[0].zzzz).x;
            uint tgsi_a = (floatBitsToUint(t3.xxxx)).x;
            uint tgsi_b = (floatBitsToUint(t4.xxxx)).x;
            uint tgsi_r = 0u;
            if (uint(tgsi_buf1.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf1.data.length()) - 1u) * 4u) {
                tgsi_r = atomicCompSwap(tgsi_buf1.data[tgsi_o >> 2], tgsi_a, tgsi_b);
            }
            t5.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
        }
        t6.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t5.xxxx), floatBitsToUint(t3.xxxx))))).x;
        if ((floatBitsToUint(t6.xxxx)).x != 0u) {
            break;
        }
    }
    memoryBarrierShared();
    barrier();
    t7.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t0), imms[0].zzzz)))).x;
    if ((floatBitsToUint(t7.xxxx)).x != 0u) {
        {
            uint tgsi_o = (imms[0].zzzz).x;
            uvec4 tgsi_v = uvec4(0u);
            if (uint(tgsi_buf1.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf1.data.length()) - 1u) * 4u) {
                uint tgsi_w = tgsi_o >> 2;
                tgsi_v.x = tgsi_buf1.data[tgsi_w + 0u];
            }
            t8.x = (uintBitsToFloat(tgsi_v)).x;
        }
        {
            uint tgsi_w = (imms[0].zzzz).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t8);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
    }
    tgsi_store_outputs();
}
