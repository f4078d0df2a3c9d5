#version 450 core
// Translated from TGSI by Tungsten (COMP, 68 instructions)
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
precise vec4 t21;
precise vec4 t22;
precise vec4 t23;
precise vec4 t24;
precise vec4 t25;
precise vec4 t26;
precise vec4 t27;
precise vec4 t28;
precise vec4 t29;
precise vec4 t30;
precise vec4 t31;
precise vec4 t32;
precise vec4 t33;
precise vec4 t34;
precise vec4 t35;
precise vec4 t36;
precise vec4 t37;
precise vec4 t38;
precise vec4 t39;
precise vec4 t40;
precise vec4 t41;
precise vec4 t42;
precise vec4 t43;
precise vec4 t44;
precise vec4 t45;
precise vec4 t46;
precise vec4 t47;
precise vec4 t48;
precise vec4 t49;
precise vec4 t50;
precise vec4 t51;
precise vec4 t52;
precise vec4 t53;
precise vec4 t54;
const uvec4 imms[6] = uvec4[6](
    uvec4(0u, 23u, 8u, 2155872255u),
    uvec4(1077936128u, 3103784960u, 1069547520u, 1065345024u),
    uvec4(4294967170u, 4294967272u, 16u, 4294967271u),
    uvec4(1056964608u, 4u, 12u, 16u),
    uvec4(20u, 24u, 28u, 32u),
    uvec4(36u, 0u, 0u, 0u));
layout(std430, binding = 1) buffer tgsi_cs_buffer1 { uint data[]; } tgsi_buf1;
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
    t17 = vec4(0.0);
    t18 = vec4(0.0);
    t19 = vec4(0.0);
    t20 = vec4(0.0);
    t21 = vec4(0.0);
    t22 = vec4(0.0);
    t23 = vec4(0.0);
    t24 = vec4(0.0);
    t25 = vec4(0.0);
    t26 = vec4(0.0);
    t27 = vec4(0.0);
    t28 = vec4(0.0);
    t29 = vec4(0.0);
    t30 = vec4(0.0);
    t31 = vec4(0.0);
    t32 = vec4(0.0);
    t33 = vec4(0.0);
    t34 = vec4(0.0);
    t35 = vec4(0.0);
    t36 = vec4(0.0);
    t37 = vec4(0.0);
    t38 = vec4(0.0);
    t39 = vec4(0.0);
    t40 = vec4(0.0);
    t41 = vec4(0.0);
    t42 = vec4(0.0);
    t43 = vec4(0.0);
    t44 = vec4(0.0);
    t45 = vec4(0.0);
    t46 = vec4(0.0);
    t47 = vec4(0.0);
    t48 = vec4(0.0);
    t49 = vec4(0.0);
    t50 = vec4(0.0);
    t51 = vec4(0.0);
    t52 = vec4(0.0);
    t53 = vec4(0.0);
    t54 = vec4(0.0);
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    {
        uint tgsi_o = (imms[0].xxxx).x;
        uvec4 tgsi_v = uvec4(0u);
        if (uint(tgsi_buf1.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf1.data.length()) - 1u) * 4u) {
            uint tgsi_w = tgsi_o >> 2;
            tgsi_v.x = tgsi_buf1.data[tgsi_w + 0u];
        }
        t0.x = (uintBitsToFloat(tgsi_v)).x;
    }
    t1.x = (vec4(floatBitsToUint(t0))).x;
    t2.x = (uintBitsToFloat(uvec4(packHalf2x16((t1).xy)))).x;
    t3.x = ((unpackHalf2x16((floatBitsToUint(t2.xxxx)).x)).xyxy).x;
    t4.x = (uintBitsToFloat(imms[1].xxxx) * t3).x;
    t5.x = (uintBitsToFloat(uvec4(packHalf2x16((t4).xy)))).x;
    t6.x = ((unpackHalf2x16((floatBitsToUint(t5.xxxx)).x)).xyxy).x;
    t9.x = (uintBitsToFloat(tgsi_ubfe(floatBitsToUint(t6.xxxx), imms[0].yyyy, imms[0].zzzz))).x;
    t10.x = (uintBitsToFloat(floatBitsToUint(t9) + imms[2].xxxx)).x;
    t11.x = (uintBitsToFloat(floatBitsToUint(t6.xxxx) & imms[0].wwww)).x;
    t11.x = (uintBitsToFloat(floatBitsToUint(t11) | imms[3].xxxx)).x;
    t12.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t9), imms[0].xxxx)))).x;
    t7.x = (mix(t11, t6.xxxx, notEqual(floatBitsToUint(t12), uvec4(0u)))).x;
    t8.x = (mix(t10, uintBitsToFloat(imms[0].xxxx), notEqual(floatBitsToUint(t12), uvec4(0u)))).x;
    t13.x = (uintBitsToFloat(uvec4(packHalf2x16((t7).xy)))).x;
    t14.x = ((unpackHalf2x16((floatBitsToUint(t13.xxxx)).x)).xyxy).x;
    {
        uint tgsi_w = (imms[0].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t14);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t15.x = (vec4(floatBitsToInt(t8))).x;
    {
        uint tgsi_w = (imms[3].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t15);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t16.x = (uintBitsToFloat(imms[1].yyyy) * t3).x;
    t17.x = (uintBitsToFloat(uvec4(packHalf2x16((t16).xy)))).x;
    t18.x = ((unpackHalf2x16((floatBitsToUint(t17.xxxx)).x)).xyxy).x;
    t21.x = (uintBitsToFloat(tgsi_ubfe(floatBitsToUint(t18.xxxx), imms[0].yyyy, imms[0].zzzz))).x;
    t22.x = (uintBitsToFloat(floatBitsToUint(t21) + imms[2].xxxx)).x;
    t23.x = (uintBitsToFloat(floatBitsToUint(t18.xxxx) & imms[0].wwww)).x;
    t23.x = (uintBitsToFloat(floatBitsToUint(t23) | imms[3].xxxx)).x;
    t24.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t21), imms[0].xxxx)))).x;
    t19.x = (mix(t23, t18.xxxx, notEqual(floatBitsToUint(t24), uvec4(0u)))).x;
    t20.x = (mix(t22, uintBitsToFloat(imms[0].xxxx), notEqual(floatBitsToUint(t24), uvec4(0u)))).x;
    t25.x = (uintBitsToFloat(uvec4(packHalf2x16((t19).xy)))).x;
    t26.x = ((unpackHalf2x16((floatBitsToUint(t25.xxxx)).x)).xyxy).x;
    {
        uint tgsi_w = (imms[0].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t26);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t27.x = (vec4(floatBitsToInt(t20))).x;
    {
        uint tgsi_w = (imms[3].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t27);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t28.x = (uintBitsToFloat(imms[1].zzzz) * t3).x;
    t29.x = (uintBitsToFloat(uvec4(packHalf2x16((t28).xy)))).x;
    t30.x = ((unpackHalf2x16((floatBitsToUint(t29.xxxx)).x)).xyxy).x;
    t32.x = (trunc(t30.xxxx)).x;
    t31.x = (t30.xxxx + (-t32)).x;
    t33.x = (uintBitsToFloat(uvec4(packHalf2x16((t31).xy)))).x;
    t34.x = ((unpackHalf2x16((floatBitsToUint(t33.xxxx)).x)).xyxy).x;
    t35.x = (uintBitsToFloat(uvec4(packHalf2x16((t32).xy)))).x;
    t36.x = ((unpackHalf2x16((floatBitsToUint(t35.xxxx)).x)).xyxy).x;
    {
        uint tgsi_w = (imms[3].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t34);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[4].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t36);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t37.x = (tgsi_ldexp(t3.xxxx, ivec4(imms[2].yyyy))).x;
    t38.x = (uintBitsToFloat(uvec4(packHalf2x16((t37).xy)))).x;
    t39.x = ((unpackHalf2x16((floatBitsToUint(t38.xxxx)).x)).xyxy).x;
    {
        uint tgsi_w = (imms[4].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t39);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t40.x = (uintBitsToFloat(imms[1].wwww) * t3).x;
    t41.x = (uintBitsToFloat(uvec4(packHalf2x16((t40).xy)))).x;
    t42.x = ((unpackHalf2x16((floatBitsToUint(t41.xxxx)).x)).xyxy).x;
    t43.x = (tgsi_ldexp(t42.xxxx, ivec4(imms[2].zzzz))).x;
    t44.x = (uintBitsToFloat(uvec4(packHalf2x16((t43).xy)))).x;
    t45.x = ((unpackHalf2x16((floatBitsToUint(t44.xxxx)).x)).xyxy).x;
    {
        uint tgsi_w = (imms[4].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t45);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t46.x = (tgsi_ldexp(t3.xxxx, ivec4(imms[2].zzzz))).x;
    t47.x = (uintBitsToFloat(uvec4(packHalf2x16((t46).xy)))).x;
    t48.x = ((unpackHalf2x16((floatBitsToUint(t47.xxxx)).x)).xyxy).x;
    {
        uint tgsi_w = (imms[4].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t48);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t49.x = (uintBitsToFloat(imms[1].zzzz) * t3).x;
    t50.x = (uintBitsToFloat(uvec4(packHalf2x16((t49).xy)))).x;
    t51.x = ((unpackHalf2x16((floatBitsToUint(t50.xxxx)).x)).xyxy).x;
    t52.x = (tgsi_ldexp(t51.xxxx, ivec4(imms[2].wwww))).x;
    t53.x = (uintBitsToFloat(uvec4(packHalf2x16((t52).xy)))).x;
    t54.x = ((unpackHalf2x16((floatBitsToUint(t53.xxxx)).x)).xyxy).x;
    {
        uint tgsi_w = (imms[5].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t54);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
