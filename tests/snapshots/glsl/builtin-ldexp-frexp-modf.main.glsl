#version 450 core
// Translated from TGSI by Tungsten (COMP, 28 instructions)
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
precise vec4 t12;
precise vec4 t13;
precise vec4 t14;
precise vec4 t15;
precise vec4 t16;
const uvec4 imms[5] = uvec4[5](
    uvec4(0u, 1077936128u, 1056964608u, 3217031168u),
    uvec4(2u, 4294967170u, 0u, 0u),
    uvec4(0u, 23u, 8u, 2155872255u),
    uvec4(1056964608u, 4u, 12u, 16u),
    uvec4(20u, 24u, 0u, 0u));
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
uvec4 tgsi_ubfe(uvec4 v, uvec4 off, uvec4 w) {
    uvec4 r;
    for (int i = 0; i < 4; i++) {
        int width = int(w[i]);
        int offset = int(off[i] & 31u);
        if (width == 32 && offset == 0) {
            r[i] = v[i];
        } else {
            width &= 31;
            if (width == 0) {
                r[i] = 0u;
            } else if (width + offset < 32) {
                r[i] = (v[i] << uint(32 - width - offset)) >> uint(32 - width);
            } else {
                r[i] = v[i] >> uint(offset);
            }
        }
    }
    return r;
}
float tgsi_pow2(int k) {
    return uintBitsToFloat(uint(k + 127) << 23);
}
vec4 tgsi_ldexp(vec4 x, ivec4 e) {
    vec4 r;
    for (int i = 0; i < 4; i++) {
        int k = clamp(e[i], -378, 378);
        int a = k / 3;
        int b = (k - a) / 2;
        precise float s = x[i] * tgsi_pow2(a) * tgsi_pow2(b) * tgsi_pow2(k - a - b);
        r[i] = s;
    }
    return r;
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
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0 = uintBitsToFloat(imms[0].xxxx);
    t1 = uintBitsToFloat(imms[0].xxxx);
    t0 = uintBitsToFloat(imms[0].yyyy);
    t2 = t0;
    t3.x = (tgsi_ldexp(t2.xxxx, ivec4(imms[1].xxxx))).x;
    {
        uint tgsi_w = (imms[2].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t3);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t4 = t0;
    t7.x = (uintBitsToFloat(tgsi_ubfe(floatBitsToUint(t4.xxxx), imms[2].yyyy, imms[2].zzzz))).x;
    t8.x = (uintBitsToFloat(floatBitsToUint(t7) + imms[1].yyyy)).x;
    t9.x = (uintBitsToFloat(floatBitsToUint(t4.xxxx) & imms[2].wwww)).x;
    t9.x = (uintBitsToFloat(floatBitsToUint(t9) | imms[3].xxxx)).x;
    t10.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t7), imms[2].xxxx)))).x;
    t5.x = (mix(t9, t4.xxxx, notEqual(floatBitsToUint(t10), uvec4(0u)))).x;
    t6.x = (mix(t8, uintBitsToFloat(imms[2].xxxx), notEqual(floatBitsToUint(t10), uvec4(0u)))).x;
    {
        uint tgsi_w = (imms[3].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t5);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t11.x = (vec4(floatBitsToInt(t6))).x;
    {
        uint tgsi_w = (imms[2].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t11);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t12 = uintBitsToFloat(imms[0].zzzz);
    t13 = uintBitsToFloat(imms[0].yyyy);
    {
        uint tgsi_w = (imms[3].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t12);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[3].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t13);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t1 = uintBitsToFloat(imms[0].wwww);
    t14 = t1;
    t16.x = (trunc(t14.xxxx)).x;
    t15.x = (t14.xxxx + (-t16)).x;
    {
        uint tgsi_w = (imms[4].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t15);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[4].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t16);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
