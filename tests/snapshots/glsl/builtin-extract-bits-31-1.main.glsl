#version 450 core
// Translated from TGSI by Tungsten (COMP, 30 instructions)
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
precise vec4 t17;
precise vec4 t18;
precise vec4 t19;
precise vec4 t20;
const uvec4 imms[3] = uvec4[3](
    uvec4(0u, 4041331395u, 31u, 1u),
    uvec4(0u, 0u, 0u, 0u),
    uvec4(32u, 4u, 0u, 0u));
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
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
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0 = uintBitsToFloat(imms[0].xxxx);
    t1 = uintBitsToFloat(imms[1].xxxx);
    t2 = uintBitsToFloat(imms[0].xxxx);
    t3 = uintBitsToFloat(imms[0].xxxx);
    t0 = uintBitsToFloat(imms[0].yyyy);
    t4 = t0;
    t1 = t4;
    t2 = uintBitsToFloat(imms[0].zzzz);
    t3 = uintBitsToFloat(imms[0].wwww);
    t5 = t0;
    t6 = t2;
    t7 = t3;
    t9.x = (uintBitsToFloat(min(floatBitsToUint(t6.xxxx), imms[2].xxxx))).x;
    t10.x = (uintBitsToFloat(imms[2].xxxx + (-floatBitsToUint(t9)))).x;
    t10.x = (uintBitsToFloat(min(floatBitsToUint(t7.xxxx), floatBitsToUint(t10)))).x;
    t11.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t10), imms[2].xxxx)))).x;
    t12.x = (uintBitsToFloat(tgsi_ubfe(floatBitsToUint(t5.xxxx), floatBitsToUint(t9), floatBitsToUint(t10)))).x;
    t8.x = (mix(t12, t5.xxxx, notEqual(floatBitsToUint(t11), uvec4(0u)))).x;
    {
        uint tgsi_w = (imms[0].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t8);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t13 = t1;
    t14 = t2;
    t15 = t3;
    t17.x = (uintBitsToFloat(min(floatBitsToUint(t14.xxxx), imms[2].xxxx))).x;
    t18.x = (uintBitsToFloat(imms[2].xxxx + (-floatBitsToUint(t17)))).x;
    t18.x = (uintBitsToFloat(min(floatBitsToUint(t15.xxxx), floatBitsToUint(t18)))).x;
    t19.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t18), imms[2].xxxx)))).x;
    t20.x = (intBitsToFloat(tgsi_ibfe(floatBitsToInt(t13.xxxx), floatBitsToInt(t17), floatBitsToInt(t18)))).x;
    t16.x = (mix(t20, t13.xxxx, notEqual(floatBitsToUint(t19), uvec4(0u)))).x;
    {
        uint tgsi_w = (imms[2].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t16);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
