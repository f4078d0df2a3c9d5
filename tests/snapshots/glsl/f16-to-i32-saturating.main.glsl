#version 450 core
// Translated from TGSI by Tungsten (COMP, 80 instructions)
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
    uvec4(0u, 2147483647u, 4u, 8u),
    uvec4(1199562752u, 3472883712u, 1325400064u, 1325400063u),
    uvec4(1073741824u, 1073659904u, 3221143552u, 864026624u),
    uvec4(12u, 16u, 20u, 24u),
    uvec4(1157627904u, 0u, 0u, 0u),
    uvec4(28u, 0u, 0u, 0u));
layout(std430, binding = 1) buffer tgsi_cs_buffer1 { uint data[]; } tgsi_buf1;
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
vec4 tgsi_min(vec4 a, vec4 b) {
    return mix(mix(a, b, lessThan(b, a)), b, isnan(a));
}
vec4 tgsi_max(vec4 a, vec4 b) {
    return mix(mix(a, b, greaterThan(b, a)), b, isnan(a));
}
ivec4 tgsi_f2i(vec4 v) {
    ivec4 r;
    for (int i = 0; i < 4; i++) {
        // NaN fails both comparisons.
        r[i] = (v[i] >= -2147483648.0 && v[i] < 2147483648.0) ? int(v[i]) : (-2147483647 - 1);
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
    t8.x = (tgsi_max(t6, uintBitsToFloat(imms[1].yyyy))).x;
    t9.x = (intBitsToFloat(-ivec4(greaterThanEqual(t8, uintBitsToFloat(imms[1].zzzz))))).x;
    t8.x = (tgsi_min(t8, uintBitsToFloat(imms[1].wwww))).x;
    t7.x = (intBitsToFloat(tgsi_f2i(t8))).x;
    t7.x = (mix(t7, uintBitsToFloat(imms[0].yyyy), notEqual(floatBitsToUint(t9), uvec4(0u)))).x;
    {
        uint tgsi_w = (imms[0].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t7);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t12.x = (tgsi_max((-t6.xxxx), uintBitsToFloat(imms[1].yyyy))).x;
    t13.x = (intBitsToFloat(-ivec4(greaterThanEqual(t12, uintBitsToFloat(imms[1].zzzz))))).x;
    t12.x = (tgsi_min(t12, uintBitsToFloat(imms[1].wwww))).x;
    t11.x = (intBitsToFloat(tgsi_f2i(t12))).x;
    t11.x = (mix(t11, uintBitsToFloat(imms[0].yyyy), notEqual(floatBitsToUint(t13), uvec4(0u)))).x;
    {
        uint tgsi_w = (imms[0].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t11);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t14.x = (t6 * uintBitsToFloat(imms[2].xxxx)).x;
    t15.x = (uintBitsToFloat(uvec4(packHalf2x16((t14).xy)))).x;
    t16.x = ((unpackHalf2x16((floatBitsToUint(t15.xxxx)).x)).xyxy).x;
    t18.x = (tgsi_max(t16, uintBitsToFloat(imms[1].yyyy))).x;
    t19.x = (intBitsToFloat(-ivec4(greaterThanEqual(t18, uintBitsToFloat(imms[1].zzzz))))).x;
    t18.x = (tgsi_min(t18, uintBitsToFloat(imms[1].wwww))).x;
    t17.x = (intBitsToFloat(tgsi_f2i(t18))).x;
    t17.x = (mix(t17, uintBitsToFloat(imms[0].yyyy), notEqual(floatBitsToUint(t19), uvec4(0u)))).x;
    {
        uint tgsi_w = (imms[0].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t17);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t21.x = ((-t6.xxxx) * uintBitsToFloat(imms[2].xxxx)).x;
    t22.x = (uintBitsToFloat(uvec4(packHalf2x16((t21).xy)))).x;
    t23.x = ((unpackHalf2x16((floatBitsToUint(t22.xxxx)).x)).xyxy).x;
    t25.x = (tgsi_max(t23, uintBitsToFloat(imms[1].yyyy))).x;
    t26.x = (intBitsToFloat(-ivec4(greaterThanEqual(t25, uintBitsToFloat(imms[1].zzzz))))).x;
    t25.x = (tgsi_min(t25, uintBitsToFloat(imms[1].wwww))).x;
    t24.x = (intBitsToFloat(tgsi_f2i(t25))).x;
    t24.x = (mix(t24, uintBitsToFloat(imms[0].yyyy), notEqual(floatBitsToUint(t26), uvec4(0u)))).x;
    {
        uint tgsi_w = (imms[3].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t24);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t27.x = (uintBitsToFloat(imms[2].yyyy) * t3).x;
    t28.x = (uintBitsToFloat(uvec4(packHalf2x16((t27).xy)))).x;
    t29.x = ((unpackHalf2x16((floatBitsToUint(t28.xxxx)).x)).xyxy).x;
    t31.x = (tgsi_max(t29, uintBitsToFloat(imms[1].yyyy))).x;
    t32.x = (intBitsToFloat(-ivec4(greaterThanEqual(t31, uintBitsToFloat(imms[1].zzzz))))).x;
    t31.x = (tgsi_min(t31, uintBitsToFloat(imms[1].wwww))).x;
    t30.x = (intBitsToFloat(tgsi_f2i(t31))).x;
    t30.x = (mix(t30, uintBitsToFloat(imms[0].yyyy), notEqual(floatBitsToUint(t32), uvec4(0u)))).x;
    {
        uint tgsi_w = (imms[3].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t30);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t33.x = (uintBitsToFloat(imms[2].zzzz) * t3).x;
    t34.x = (uintBitsToFloat(uvec4(packHalf2x16((t33).xy)))).x;
    t35.x = ((unpackHalf2x16((floatBitsToUint(t34.xxxx)).x)).xyxy).x;
    t37.x = (tgsi_max(t35, uintBitsToFloat(imms[1].yyyy))).x;
    t38.x = (intBitsToFloat(-ivec4(greaterThanEqual(t37, uintBitsToFloat(imms[1].zzzz))))).x;
    t37.x = (tgsi_min(t37, uintBitsToFloat(imms[1].wwww))).x;
    t36.x = (intBitsToFloat(tgsi_f2i(t37))).x;
    t36.x = (mix(t36, uintBitsToFloat(imms[0].yyyy), notEqual(floatBitsToUint(t38), uvec4(0u)))).x;
    {
        uint tgsi_w = (imms[3].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t36);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t39.x = (uintBitsToFloat(imms[2].wwww) * t3).x;
    t40.x = (uintBitsToFloat(uvec4(packHalf2x16((t39).xy)))).x;
    t41.x = ((unpackHalf2x16((floatBitsToUint(t40.xxxx)).x)).xyxy).x;
    t43.x = (tgsi_max(t41, uintBitsToFloat(imms[1].yyyy))).x;
    t44.x = (intBitsToFloat(-ivec4(greaterThanEqual(t43, uintBitsToFloat(imms[1].zzzz))))).x;
    t43.x = (tgsi_min(t43, uintBitsToFloat(imms[1].wwww))).x;
    t42.x = (intBitsToFloat(tgsi_f2i(t43))).x;
    t42.x = (mix(t42, uintBitsToFloat(imms[0].yyyy), notEqual(floatBitsToUint(t44), uvec4(0u)))).x;
    {
        uint tgsi_w = (imms[3].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t42);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t45.x = (uintBitsToFloat(imms[4].xxxx) * t3).x;
    t46.x = (uintBitsToFloat(uvec4(packHalf2x16((t45).xy)))).x;
    t47.x = ((unpackHalf2x16((floatBitsToUint(t46.xxxx)).x)).xyxy).x;
    t49.x = (tgsi_max(t47, uintBitsToFloat(imms[1].yyyy))).x;
    t50.x = (intBitsToFloat(-ivec4(greaterThanEqual(t49, uintBitsToFloat(imms[1].zzzz))))).x;
    t49.x = (tgsi_min(t49, uintBitsToFloat(imms[1].wwww))).x;
    t48.x = (intBitsToFloat(tgsi_f2i(t49))).x;
    t48.x = (mix(t48, uintBitsToFloat(imms[0].yyyy), notEqual(floatBitsToUint(t50), uvec4(0u)))).x;
    t52.x = (tgsi_max(t3, uintBitsToFloat(imms[1].yyyy))).x;
    t53.x = (intBitsToFloat(-ivec4(greaterThanEqual(t52, uintBitsToFloat(imms[1].zzzz))))).x;
    t52.x = (tgsi_min(t52, uintBitsToFloat(imms[1].wwww))).x;
    t51.x = (intBitsToFloat(tgsi_f2i(t52))).x;
    t51.x = (mix(t51, uintBitsToFloat(imms[0].yyyy), notEqual(floatBitsToUint(t53), uvec4(0u)))).x;
    t54.x = (uintBitsToFloat(floatBitsToUint(t48) + floatBitsToUint(t51))).x;
    {
        uint tgsi_w = (imms[5].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t54);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
