#version 450 core
// Translated from TGSI by Tungsten (COMP, 26 instructions)
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
precise vec4 t19;
precise vec4 t20;
vec4 svs[1];
const uvec4 imms[2] = uvec4[2](
    uvec4(1u, 64u, 0u, 32u),
    uvec4(4u, 8u, 4294967295u, 0u));
layout(std430, binding = 1) buffer tgsi_cs_buffer1 { uint data[]; } tgsi_buf1;
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
uvec4 tgsi_udiv(uvec4 a, uvec4 b) {
    return (a / max(b, uvec4(1u))) | uvec4(-ivec4(equal(b, uvec4(0u))));
}
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
    t19 = vec4(0.0);
    t20 = vec4(0.0);
    svs[0] = uintBitsToFloat(uvec4(gl_LocalInvocationID, 0u));
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0.x = (uintBitsToFloat(floatBitsToUint(svs[0].zzzz) * imms[0].xxxx + floatBitsToUint(svs[0].yyyy))).x;
    t0.x = (uintBitsToFloat(floatBitsToUint(t0.xxxx) * imms[0].yyyy + floatBitsToUint(svs[0].xxxx))).x;
    t1 = uintBitsToFloat(imms[0].zzzz);
    {
        uint tgsi_o = (imms[0].zzzz).x;
        uint tgsi_a = (imms[0].xxxx).x;
        uint tgsi_r = 0u;
        if (uint(tgsi_buf1.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf1.data.length()) - 1u) * 4u) {
            tgsi_r = atomicAdd(tgsi_buf1.data[tgsi_o >> 2], tgsi_a);
        }
        t2.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    t3.x = (uintBitsToFloat(tgsi_udiv(floatBitsToUint(t2), imms[0].wwww))).x;
    t6.x = (uintBitsToFloat(imms[0].xxxx + floatBitsToUint(t3))).x;
    t7.x = (uintBitsToFloat(floatBitsToUint(t6.xxxx) * imms[1].xxxx)).x;
    t8.x = (uintBitsToFloat(tgsi_umod(floatBitsToUint(t2), imms[0].wwww))).x;
    t11.x = (uintBitsToFloat(imms[0].xxxx << (floatBitsToUint(t8) & 31u))).x;
    {
        uint tgsi_o = (floatBitsToUint(t7.xxxx)).x;
        uint tgsi_a = (floatBitsToUint(t11.xxxx)).x;
        uint tgsi_r = 0u;
        if (uint(tgsi_buf1.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf1.data.length()) - 1u) * 4u) {
            tgsi_r = atomicOr(tgsi_buf1.data[tgsi_o >> 2], tgsi_a);
        }
        t12.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    memoryBarrierShared();
    barrier();
    t13.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t0), imms[0].zzzz)))).x;
    if ((floatBitsToUint(t13.xxxx)).x != 0u) {
        {
            uint tgsi_o = (imms[1].xxxx).x;
            uvec4 tgsi_v = uvec4(0u);
            if (uint(tgsi_buf1.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf1.data.length()) - 1u) * 4u) {
                uint tgsi_w = tgsi_o >> 2;
                tgsi_v.x = tgsi_buf1.data[tgsi_w + 0u];
            }
            t14.x = (uintBitsToFloat(tgsi_v)).x;
        }
        t15.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t14), imms[1].zzzz)))).x;
        t1 = t15;
        if ((floatBitsToUint(t15.xxxx)).x != 0u) {
            {
                uint tgsi_o = (imms[1].yyyy).x;
                uvec4 tgsi_v = uvec4(0u);
                if (uint(tgsi_buf1.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf1.data.length()) - 1u) * 4u) {
                    uint tgsi_w = tgsi_o >> 2;
                    tgsi_v.x = tgsi_buf1.data[tgsi_w + 0u];
                }
                t17.x = (uintBitsToFloat(tgsi_v)).x;
            }
            t18.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t17), imms[1].zzzz)))).x;
            t1 = t18;
        }
        t20.x = (uintBitsToFloat(floatBitsToUint(t1.xxxx) & imms[0].xxxx)).x;
        {
            uint tgsi_w = (imms[0].zzzz).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t20);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
    }
    tgsi_store_outputs();
}
