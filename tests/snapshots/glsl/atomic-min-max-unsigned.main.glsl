#version 450 core
// Translated from TGSI by Tungsten (COMP, 17 instructions)
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
const uvec4 imms[3] = uvec4[3](
    uvec4(1u, 64u, 4u, 8u),
    uvec4(0u, 12u, 0u, 0u),
    uvec4(0u, 0u, 0u, 0u));
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
    {
        uint tgsi_o = (imms[0].zzzz).x;
        uint tgsi_a = (floatBitsToUint(t0.xxxx)).x;
        uint tgsi_r = 0u;
        if (uint(tgsi_buf1.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf1.data.length()) - 1u) * 4u) {
            tgsi_r = atomicMax(tgsi_buf1.data[tgsi_o >> 2], tgsi_a);
        }
        t1.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    {
        uint tgsi_o = (imms[0].wwww).x;
        uint tgsi_a = (floatBitsToUint(t0.xxxx)).x;
        uint tgsi_r = 0u;
        if (uint(tgsi_buf1.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf1.data.length()) - 1u) * 4u) {
            tgsi_r = atomicMin(tgsi_buf1.data[tgsi_o >> 2], tgsi_a);
        }
        t2.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    {
        uint tgsi_o = (imms[1].yyyy).x;
        uint tgsi_a = (imms[2].xxxx).x;
        uint tgsi_r = 0u;
        if (uint(tgsi_buf1.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf1.data.length()) - 1u) * 4u) {
            tgsi_r = atomicAdd(tgsi_buf1.data[tgsi_o >> 2], tgsi_a);
        }
        t3.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    memoryBarrierShared();
    barrier();
    t5.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t0), imms[1].xxxx)))).x;
    if ((floatBitsToUint(t5.xxxx)).x != 0u) {
        {
            uint tgsi_o = (imms[1].xxxx).x;
            uvec4 tgsi_v = uvec4(0u);
            if (uint(tgsi_buf1.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf1.data.length()) - 1u) * 4u) {
                uint tgsi_w = tgsi_o >> 2;
                tgsi_v.x = tgsi_buf1.data[tgsi_w + 0u];
            }
            t6.x = (uintBitsToFloat(tgsi_v)).x;
        }
        {
            uint tgsi_w = (imms[1].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t6);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint tgsi_o = (imms[0].zzzz).x;
            uvec4 tgsi_v = uvec4(0u);
            if (uint(tgsi_buf1.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf1.data.length()) - 1u) * 4u) {
                uint tgsi_w = tgsi_o >> 2;
                tgsi_v.x = tgsi_buf1.data[tgsi_w + 0u];
            }
            t7.x = (uintBitsToFloat(tgsi_v)).x;
        }
        {
            uint tgsi_w = (imms[0].zzzz).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t7);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint tgsi_o = (imms[0].wwww).x;
            uvec4 tgsi_v = uvec4(0u);
            if (uint(tgsi_buf1.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf1.data.length()) - 1u) * 4u) {
                uint tgsi_w = tgsi_o >> 2;
                tgsi_v.x = tgsi_buf1.data[tgsi_w + 0u];
            }
            t8.x = (uintBitsToFloat(tgsi_v)).x;
        }
        {
            uint tgsi_w = (imms[0].wwww).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t8);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
    }
    tgsi_store_outputs();
}
