#version 450 core
// Translated from TGSI by Tungsten (COMP, 29 instructions)
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
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
const uvec4 imms[5] = uvec4[5](
    uvec4(2u, 3u, 4u, 5u),
    uvec4(6u, 1u, 7u, 8u),
    uvec4(0u, 16u, 32u, 40u),
    uvec4(44u, 12u, 20u, 24u),
    uvec4(28u, 0u, 0u, 0u));
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
    t9 = vec4(0.0);
    t10 = vec4(0.0);
    t11 = vec4(0.0);
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0.x = (uintBitsToFloat(imms[0].xxxx)).x;
    t0.y = (uintBitsToFloat(imms[0].yyyy)).y;
    t0.z = (uintBitsToFloat(imms[0].zzzz)).z;
    t1.x = (uintBitsToFloat(imms[0].wwww)).x;
    t1.y = (uintBitsToFloat(imms[1].xxxx)).y;
    t2 = uintBitsToFloat(imms[1].yyyy);
    t3 = t0;
    t4 = t1;
    t5 = uintBitsToFloat(imms[1].zzzz);
    t6 = uintBitsToFloat(imms[1].wwww);
    {
        uint tgsi_w = (imms[2].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t2);
        if (tgsi_w + 0u < uint(tgsi_buf1.data.length())) tgsi_buf1.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[2].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t3);
        if (tgsi_w + 0u < uint(tgsi_buf1.data.length())) tgsi_buf1.data[tgsi_w + 0u] = tgsi_v.x;
        if (tgsi_w + 1u < uint(tgsi_buf1.data.length())) tgsi_buf1.data[tgsi_w + 1u] = tgsi_v.y;
        if (tgsi_w + 2u < uint(tgsi_buf1.data.length())) tgsi_buf1.data[tgsi_w + 2u] = tgsi_v.z;
    }
    {
        uint tgsi_w = (imms[2].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t4);
        if (tgsi_w + 0u < uint(tgsi_buf1.data.length())) tgsi_buf1.data[tgsi_w + 0u] = tgsi_v.x;
        if (tgsi_w + 1u < uint(tgsi_buf1.data.length())) tgsi_buf1.data[tgsi_w + 1u] = tgsi_v.y;
    }
    {
        uint tgsi_w = (imms[2].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t5);
        if (tgsi_w + 0u < uint(tgsi_buf1.data.length())) tgsi_buf1.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[3].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t6);
        if (tgsi_w + 0u < uint(tgsi_buf1.data.length())) tgsi_buf1.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_o = (imms[2].xxxx).x;
        uvec4 tgsi_v = uvec4(0u);
        if (uint(tgsi_buf1.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf1.data.length()) - 1u) * 4u) {
            uint tgsi_w = tgsi_o >> 2;
            tgsi_v.x = tgsi_buf1.data[tgsi_w + 0u];
        }
        t7.x = (uintBitsToFloat(tgsi_v)).x;
    }
    {
        uint tgsi_o = (imms[2].yyyy).x;
        uvec4 tgsi_v = uvec4(0u);
        if (uint(tgsi_buf1.data.length()) >= 3u && tgsi_o <= (uint(tgsi_buf1.data.length()) - 3u) * 4u) {
            uint tgsi_w = tgsi_o >> 2;
            tgsi_v.x = tgsi_buf1.data[tgsi_w + 0u];
            tgsi_v.y = tgsi_buf1.data[tgsi_w + 1u];
            tgsi_v.z = tgsi_buf1.data[tgsi_w + 2u];
        }
        t8.xyz = (uintBitsToFloat(tgsi_v)).xyz;
    }
    {
        uint tgsi_o = (imms[2].zzzz).x;
        uvec4 tgsi_v = uvec4(0u);
        if (uint(tgsi_buf1.data.length()) >= 2u && tgsi_o <= (uint(tgsi_buf1.data.length()) - 2u) * 4u) {
            uint tgsi_w = tgsi_o >> 2;
            tgsi_v.x = tgsi_buf1.data[tgsi_w + 0u];
            tgsi_v.y = tgsi_buf1.data[tgsi_w + 1u];
        }
        t9.xy = (uintBitsToFloat(tgsi_v)).xy;
    }
    {
        uint tgsi_o = (imms[2].wwww).x;
        uvec4 tgsi_v = uvec4(0u);
        if (uint(tgsi_buf1.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf1.data.length()) - 1u) * 4u) {
            uint tgsi_w = tgsi_o >> 2;
            tgsi_v.x = tgsi_buf1.data[tgsi_w + 0u];
        }
        t10.x = (uintBitsToFloat(tgsi_v)).x;
    }
    {
        uint tgsi_o = (imms[3].xxxx).x;
        uvec4 tgsi_v = uvec4(0u);
        if (uint(tgsi_buf1.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf1.data.length()) - 1u) * 4u) {
            uint tgsi_w = tgsi_o >> 2;
            tgsi_v.x = tgsi_buf1.data[tgsi_w + 0u];
        }
        t11.x = (uintBitsToFloat(tgsi_v)).x;
    }
    {
        uint tgsi_w = (imms[2].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t7);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[0].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t8.xxxx);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[1].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t8.yyyy);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[3].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t8.zzzz);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[2].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t9.xxxx);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[3].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t9.yyyy);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[3].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t10);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[4].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t11);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
