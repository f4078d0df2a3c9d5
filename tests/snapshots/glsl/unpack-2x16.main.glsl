#version 450 core
// Translated from TGSI by Tungsten (COMP, 24 instructions)
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
const uvec4 imms[4] = uvec4[4](
    uvec4(0u, 2147581951u, 4294934528u, 3221240832u),
    uvec4(0u, 16u, 4u, 8u),
    uvec4(939524352u, 3212836864u, 931135616u, 0u),
    uvec4(12u, 20u, 0u, 0u));
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
vec4 tgsi_max(vec4 a, vec4 b) {
    return mix(mix(a, b, greaterThan(b, a)), b, isnan(a));
}
ivec4 tgsi_ibfe(ivec4 v, ivec4 off, ivec4 w) {
    ivec4 r;
    for (int i = 0; i < 4; i++) {
        int width = w[i];
        int offset = off[i] & 31;
        if (width == 32 && offset == 0) {
            r[i] = v[i];
        } else {
            width &= 31;
            if (width == 0) {
                r[i] = 0;
            } else if (width + offset < 32) {
                r[i] = (v[i] << (32 - width - offset)) >> (32 - width);
            } else {
                r[i] = v[i] >> offset;
            }
        }
    }
    return r;
}
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
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0 = uintBitsToFloat(imms[0].xxxx);
    t1 = uintBitsToFloat(imms[0].xxxx);
    t2 = uintBitsToFloat(imms[0].xxxx);
    t0 = uintBitsToFloat(imms[0].yyyy);
    t1 = uintBitsToFloat(imms[0].zzzz);
    t2 = uintBitsToFloat(imms[0].wwww);
    t3 = t0;
    t5 = intBitsToFloat(tgsi_ibfe(floatBitsToInt(t3.xxxx), ivec4(imms[1].xyxx), ivec4(imms[1].yyyy)));
    t5 = vec4(floatBitsToInt(t5));
    t5 = t5 * uintBitsToFloat(imms[2].xxxx);
    t4.xy = (tgsi_max(t5, uintBitsToFloat(imms[2].yyyy))).xy;
    {
        uint tgsi_w = (imms[0].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t4.xxxx);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[1].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t4.yyyy);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t6 = t1;
    t8 = uintBitsToFloat(tgsi_ubfe(floatBitsToUint(t6.xxxx), imms[1].xyxx, imms[1].yyyy));
    t8 = vec4(floatBitsToUint(t8));
    t7.xy = (t8 * uintBitsToFloat(imms[2].zzzz)).xy;
    {
        uint tgsi_w = (imms[1].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t7.xxxx);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[3].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t7.yyyy);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t9 = t2;
    t10.xy = ((unpackHalf2x16((floatBitsToUint(t9.xxxx)).x)).xyxy).xy;
    {
        uint tgsi_w = (imms[1].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t10.xxxx);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[3].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t10.yyyy);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
