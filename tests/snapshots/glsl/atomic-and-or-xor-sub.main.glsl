#version 450 core
// Translated from TGSI by Tungsten (COMP, 34 instructions)
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
precise vec4 t9;
precise vec4 t10;
precise vec4 t11;
precise vec4 t12;
precise vec4 t13;
precise vec4 t14;
precise vec4 t15;
precise vec4 t16;
precise vec4 t17;
precise vec4 t18;
vec4 svs[1];
const uvec4 imms[4] = uvec4[4](
    uvec4(1u, 64u, 0u, 255u),
    uvec4(100u, 12u, 8u, 4u),
    uvec4(16u, 0u, 0u, 0u),
    uvec4(4294967295u, 4294967295u, 4294967295u, 4294967295u));
layout(std430, binding = 1) buffer tgsi_cs_buffer1 { uint data[]; } tgsi_buf1;
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
uvec4 tgsi_umod(uvec4 a, uvec4 b) {
    return (a % max(b, uvec4(1u))) | uvec4(-ivec4(equal(b, uvec4(0u))));
}
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
    t12 = vec4(0.0);
    t13 = vec4(0.0);
    t14 = vec4(0.0);
    t15 = vec4(0.0);
    t16 = vec4(0.0);
    t17 = vec4(0.0);
    t18 = vec4(0.0);
    svs[0] = uintBitsToFloat(uvec4(gl_LocalInvocationID, 0u));
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0.x = (uintBitsToFloat(floatBitsToUint(svs[0].zzzz) * imms[0].xxxx + floatBitsToUint(svs[0].yyyy))).x;
    t0.x = (uintBitsToFloat(floatBitsToUint(t0.xxxx) * imms[0].yyyy + floatBitsToUint(svs[0].xxxx))).x;
    t1.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t0), imms[0].zzzz)))).x;
    if ((floatBitsToUint(t1.xxxx)).x != 0u) {
        {
            uint tgsi_w = (imms[0].zzzz).x >> 2;
            uvec4 tgsi_v = imms[0].wwww;
            if (tgsi_w + 0u < uint(tgsi_buf1.data.length())) tgsi_buf1.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint tgsi_w = (imms[1].yyyy).x >> 2;
            uvec4 tgsi_v = imms[1].xxxx;
            if (tgsi_w + 0u < uint(tgsi_buf1.data.length())) tgsi_buf1.data[tgsi_w + 0u] = tgsi_v.x;
        }
    }
    memoryBarrierShared();
    barrier();
    t2.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t0), imms[1].zzzz)))).x;
    if ((floatBitsToUint(t2.xxxx)).x != 0u) {
        t3.x = (uintBitsToFloat(tgsi_umod(floatBitsToUint(t0), imms[1].wwww))).x;
        t6.x = (uintBitsToFloat(imms[2].xxxx << (floatBitsToUint(t3) & 31u))).x;
        t7.x = (uintBitsToFloat(~floatBitsToUint(t6))).x;
        {
            uint tgsi_o = (imms[0].zzzz).x;
            uint tgsi_a = (floatBitsToUint(t7.xxxx)).x;
            uint tgsi_r = 0u;
            if (uint(tgsi_buf1.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf1.data.length()) - 1u) * 4u) {
                tgsi_r = atomicAnd(tgsi_buf1.data[tgsi_o >> 2], tgsi_a);
            }
            t8.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
        }
        t9.x = (uintBitsToFloat(imms[0].xxxx << (floatBitsToUint(t0) & 31u))).x;
        {
            uint tgsi_o = (imms[1].wwww).x;
            uint tgsi_a = (floatBitsToUint(t9.xxxx)).x;
            uint tgsi_r = 0u;
            if (uint(tgsi_buf1.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf1.data.length()) - 1u) * 4u) {
                tgsi_r = atomicOr(tgsi_buf1.data[tgsi_o >> 2], tgsi_a);
            }
            t10.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
        }
        {
            uint tgsi_o = (imms[1].zzzz).x;
            uint tgsi_a = (imms[0].xxxx).x;
            uint tgsi_r = 0u;
            if (uint(tgsi_buf1.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf1.data.length()) - 1u) * 4u) {
                tgsi_r = atomicXor(tgsi_buf1.data[tgsi_o >> 2], tgsi_a);
            }
            t11.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
        }
    }
    {
        uint tgsi_o = (imms[1].yyyy).x;
        uint tgsi_a = (imms[3].xxxx).x;
        uint tgsi_r = 0u;
        if (uint(tgsi_buf1.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf1.data.length()) - 1u) * 4u) {
            tgsi_r = atomicAdd(tgsi_buf1.data[tgsi_o >> 2], tgsi_a);
        }
        t12.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    memoryBarrierShared();
    barrier();
    t14.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t0), imms[0].zzzz)))).x;
    if ((floatBitsToUint(t14.xxxx)).x != 0u) {
        {
            uint tgsi_o = (imms[0].zzzz).x;
            uvec4 tgsi_v = uvec4(0u);
            if (uint(tgsi_buf1.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf1.data.length()) - 1u) * 4u) {
                uint tgsi_w = tgsi_o >> 2;
                tgsi_v.x = tgsi_buf1.data[tgsi_w + 0u];
            }
            t15.x = (uintBitsToFloat(tgsi_v)).x;
        }
        {
            uint tgsi_w = (imms[0].zzzz).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t15);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint tgsi_o = (imms[1].wwww).x;
            uvec4 tgsi_v = uvec4(0u);
            if (uint(tgsi_buf1.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf1.data.length()) - 1u) * 4u) {
                uint tgsi_w = tgsi_o >> 2;
                tgsi_v.x = tgsi_buf1.data[tgsi_w + 0u];
            }
            t16.x = (uintBitsToFloat(tgsi_v)).x;
        }
        {
            uint tgsi_w = (imms[1].wwww).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t16);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint tgsi_o = (imms[1].zzzz).x;
            uvec4 tgsi_v = uvec4(0u);
            if (uint(tgsi_buf1.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf1.data.length()) - 1u) * 4u) {
                uint tgsi_w = tgsi_o >> 2;
                tgsi_v.x = tgsi_buf1.data[tgsi_w + 0u];
            }
            t17.x = (uintBitsToFloat(tgsi_v)).x;
        }
        {
            uint tgsi_w = (imms[1].zzzz).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t17);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint tgsi_o = (imms[1].yyyy).x;
            uvec4 tgsi_v = uvec4(0u);
            if (uint(tgsi_buf1.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf1.data.length()) - 1u) * 4u) {
                uint tgsi_w = tgsi_o >> 2;
                tgsi_v.x = tgsi_buf1.data[tgsi_w + 0u];
            }
            t18.x = (uintBitsToFloat(tgsi_v)).x;
        }
        {
            uint tgsi_w = (imms[1].yyyy).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t18);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
    }
    tgsi_store_outputs();
}
