#version 450 core
// Translated from TGSI by Tungsten (COMP, 28 instructions)
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
const uvec4 imms[2] = uvec4[2](
    uvec4(1u, 4u, 0u, 16u),
    uvec4(3u, 4294967291u, 1u, 0u));
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
    t3.x = (intBitsToFloat(-floatBitsToInt(t0))).x;
    t4.x = (uintBitsToFloat(floatBitsToUint(t3) + (-imms[1].xxxx))).x;
    {
        uint tgsi_o = (imms[0].zzzz).x;
        uint tgsi_a = (floatBitsToUint(t4.xxxx)).x;
        uint tgsi_r = 0u;
        if (1u >= 1u && tgsi_o <= (1u - 1u) * 4u) {
            tgsi_r = tgsi_shared[tgsi_o >> 2];
            for (int tgsi_n = 0; tgsi_n < 65536; tgsi_n++) {
                uint tgsi_p = atomicCompSwap(tgsi_shared[tgsi_o >> 2], tgsi_r, uint(min(int(tgsi_r), int(tgsi_a))));
                if (tgsi_p == tgsi_r) break;
                tgsi_r = tgsi_p;
            }
        }
        t5.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    barrier();
    {
        uint tgsi_o = (imms[0].zzzz).x;
        uvec4 tgsi_v = uvec4(0u);
        if (1u >= 1u && tgsi_o <= (1u - 1u) * 4u) {
            uint tgsi_w = tgsi_o >> 2;
            tgsi_v.x = tgsi_shared[tgsi_w + 0u];
        }
        t7.x = (uintBitsToFloat(tgsi_v)).x;
    }
    barrier();
    t8.x = (uintBitsToFloat(floatBitsToUint(t0.xxxx) * imms[0].yyyy)).x;
    {
        uint tgsi_w = (floatBitsToUint(t8.xxxx)).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t7);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t9.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToInt(t7.xxxx), ivec4(imms[1].yyyy))))).x;
    if ((floatBitsToUint(t9.xxxx)).x != 0u) {
        t10.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t0), imms[0].zzzz)))).x;
        if ((floatBitsToUint(t10.xxxx)).x != 0u) {
            {
                uint tgsi_w = (imms[0].wwww).x >> 2;
                uvec4 tgsi_v = imms[1].zzzz;
                if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
            }
        }
    }
    tgsi_store_outputs();
}
