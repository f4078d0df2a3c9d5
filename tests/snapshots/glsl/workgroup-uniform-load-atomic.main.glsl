#version 450 core
// Translated from TGSI by Tungsten (COMP, 27 instructions)
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;
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
vec4 svs[1];
const uvec4 imms[1] = uvec4[1](
    uvec4(1u, 4u, 0u, 16u));
shared uint tgsi_shared[1];
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
    svs[0] = uintBitsToFloat(uvec4(gl_LocalInvocationID, 0u));
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0.x = (uintBitsToFloat(floatBitsToUint(svs[0].zzzz) * imms[0].xxxx + floatBitsToUint(svs[0].yyyy))).x;
    t0.x = (uintBitsToFloat(floatBitsToUint(t0.xxxx) * imms[0].yyyy + floatBitsToUint(svs[0].xxxx))).x;
    t1.x = (uintBitsToFloat(floatBitsToUint(t0.xxxx) * imms[0].yyyy)).x;
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t2.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(t1.xxxx), imms[0].yyyy)))).x;
        if ((t2.xxxx).x != 0.0) {
            break;
        }
        {
            uint tgsi_w = (floatBitsToUint(t1.xxxx)).x >> 2;
            uvec4 tgsi_v = imms[0].zzzz;
            if (tgsi_w + 0u < 1u) tgsi_shared[tgsi_w + 0u] = tgsi_v.x;
        }
        t1.x = (uintBitsToFloat(floatBitsToUint(t1.xxxx) + imms[0].wwww)).x;
    }
    barrier();
    t3.x = (uintBitsToFloat(floatBitsToUint(t0) + imms[0].xxxx)).x;
    {
        uint tgsi_o = (imms[0].zzzz).x;
        uint tgsi_a = (floatBitsToUint(t3.xxxx)).x;
        uint tgsi_r = 0u;
        if (1u >= 1u && tgsi_o <= (1u - 1u) * 4u) {
            tgsi_r = atomicAdd(tgsi_shared[tgsi_o >> 2], tgsi_a);
        }
        t4.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    barrier();
    {
        uint tgsi_o = (imms[0].zzzz).x;
        uvec4 tgsi_v = uvec4(0u);
        if (1u >= 1u && tgsi_o <= (1u - 1u) * 4u) {
            uint tgsi_w = tgsi_o >> 2;
            tgsi_v.x = tgsi_shared[tgsi_w + 0u];
        }
        t5.x = (uintBitsToFloat(tgsi_v)).x;
    }
    barrier();
    t6.x = (uintBitsToFloat(floatBitsToUint(t0.xxxx) * imms[0].yyyy)).x;
    {
        uint tgsi_w = (floatBitsToUint(t6.xxxx)).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t5);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_o = (imms[0].zzzz).x;
        uint tgsi_a = (imms[0].xxxx).x;
        uint tgsi_r = 0u;
        if (1u >= 1u && tgsi_o <= (1u - 1u) * 4u) {
            tgsi_r = atomicAdd(tgsi_shared[tgsi_o >> 2], tgsi_a);
        }
        t7.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    t8.x = (uintBitsToFloat(imms[0].yyyy + floatBitsToUint(t0))).x;
    t9.x = (uintBitsToFloat(floatBitsToUint(t8.xxxx) * imms[0].yyyy)).x;
    barrier();
    {
        uint tgsi_o = (imms[0].zzzz).x;
        uvec4 tgsi_v = uvec4(0u);
        if (1u >= 1u && tgsi_o <= (1u - 1u) * 4u) {
            uint tgsi_w = tgsi_o >> 2;
            tgsi_v.x = tgsi_shared[tgsi_w + 0u];
        }
        t10.x = (uintBitsToFloat(tgsi_v)).x;
    }
    barrier();
    {
        uint tgsi_w = (floatBitsToUint(t9.xxxx)).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t10);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
