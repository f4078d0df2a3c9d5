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
vec4 svs[1];
const uvec4 imms[3] = uvec4[3](
    uvec4(1u, 64u, 0u, 4u),
    uvec4(31u, 1000u, 4294966296u, 0u),
    uvec4(8u, 0u, 0u, 0u));
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
    svs[0] = uintBitsToFloat(uvec4(gl_LocalInvocationID, 0u));
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0.x = (uintBitsToFloat(floatBitsToUint(svs[0].zzzz) * imms[0].xxxx + floatBitsToUint(svs[0].yyyy))).x;
    t0.x = (uintBitsToFloat(floatBitsToUint(t0.xxxx) * imms[0].yyyy + floatBitsToUint(svs[0].xxxx))).x;
    t1.x = (uintBitsToFloat(floatBitsToUint(t0) + (-imms[1].xxxx))).x;
    {
        uint tgsi_w = (imms[0].zzzz).x >> 2;
        uvec4 tgsi_v = imms[1].yyyy;
        if (tgsi_w + 0u < uint(tgsi_buf1.data.length())) tgsi_buf1.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[0].wwww).x >> 2;
        uvec4 tgsi_v = imms[1].zzzz;
        if (tgsi_w + 0u < uint(tgsi_buf1.data.length())) tgsi_buf1.data[tgsi_w + 0u] = tgsi_v.x;
    }
    memoryBarrierShared();
    barrier();
    {
        uint tgsi_o = (imms[0].zzzz).x;
        uint tgsi_a = (floatBitsToUint(t1.xxxx)).x;
        uint tgsi_r = 0u;
        if (uint(tgsi_buf1.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf1.data.length()) - 1u) * 4u) {
            tgsi_r = tgsi_buf1.data[tgsi_o >> 2];
            for (int tgsi_n = 0; tgsi_n < 65536; tgsi_n++) {
                uint tgsi_p = atomicCompSwap(tgsi_buf1.data[tgsi_o >> 2], tgsi_r, uint(min(int(tgsi_r), int(tgsi_a))));
                if (tgsi_p == tgsi_r) break;
                tgsi_r = tgsi_p;
            }
        }
        t2.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    {
        uint tgsi_o = (imms[0].wwww).x;
        uint tgsi_a = (floatBitsToUint(t1.xxxx)).x;
        uint tgsi_r = 0u;
        if (uint(tgsi_buf1.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf1.data.length()) - 1u) * 4u) {
            tgsi_r = tgsi_buf1.data[tgsi_o >> 2];
            for (int tgsi_n = 0; tgsi_n < 65536; tgsi_n++) {
                uint tgsi_p = atomicCompSwap(tgsi_buf1.data[tgsi_o >> 2], tgsi_r, uint(max(int(tgsi_r), int(tgsi_a))));
                if (tgsi_p == tgsi_r) break;
                tgsi_r = tgsi_p;
            }
        }
        t3.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    memoryBarrierShared();
    barrier();
    t4.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t0), imms[0].zzzz)))).x;
    if ((floatBitsToUint(t4.xxxx)).x != 0u) {
        {
            uint tgsi_o = (imms[0].zzzz).x;
            uvec4 tgsi_v = uvec4(0u);
            if (uint(tgsi_buf1.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf1.data.length()) - 1u) * 4u) {
                uint tgsi_w = tgsi_o >> 2;
                tgsi_v.x = tgsi_buf1.data[tgsi_w + 0u];
            }
            t5.x = (uintBitsToFloat(tgsi_v)).x;
        }
        {
            uint tgsi_w = (imms[0].zzzz).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t5);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint tgsi_o = (imms[0].wwww).x;
            uvec4 tgsi_v = uvec4(0u);
            if (uint(tgsi_buf1.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf1.data.length()) - 1u) * 4u) {
                uint tgsi_w = tgsi_o >> 2;
                tgsi_v.x = tgsi_buf1.data[tgsi_w + 0u];
            }
            t6.x = (uintBitsToFloat(tgsi_v)).x;
        }
        {
            uint tgsi_w = (imms[0].wwww).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t6);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
    }
    tgsi_store_outputs();
}
