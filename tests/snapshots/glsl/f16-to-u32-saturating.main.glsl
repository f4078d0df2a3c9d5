#version 450 core
// Translated from TGSI by Tungsten (COMP, 56 instructions)
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
const uvec4 imms[4] = uvec4[4](
    uvec4(0u, 4294967295u, 4u, 8u),
    uvec4(1199562752u, 0u, 1333788672u, 1333788671u),
    uvec4(1073741824u, 1073659904u, 1075838976u, 0u),
    uvec4(12u, 16u, 20u, 0u));
layout(std430, binding = 1) buffer tgsi_cs_buffer1 { uint data[]; } tgsi_buf1;
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
vec4 tgsi_min(vec4 a, vec4 b) {
    return mix(mix(a, b, lessThan(b, a)), b, isnan(a));
}
vec4 tgsi_max(vec4 a, vec4 b) {
    return mix(mix(a, b, greaterThan(b, a)), b, isnan(a));
}
uvec4 tgsi_f2u(vec4 v) {
    // Selects through bool-to-uint conversions: mix() on unsigned vectors needs GLSL 4.50
    // or EXT_shader_integer_mix, and this helper must also work in the GLSL 3.30 mode.
    uvec4 r = uvec4(max(v, vec4(0.0))) * uvec4(greaterThan(v, vec4(-1.0)));
    return r | uvec4(greaterThanEqual(v, vec4(4294967296.0))) * 0xffffffffu;
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
    t7.x = (uintBitsToFloat(tgsi_f2u(t8))).x;
    t7.x = (mix(t7, uintBitsToFloat(imms[0].yyyy), notEqual(floatBitsToUint(t9), uvec4(0u)))).x;
    {
        uint tgsi_w = (imms[0].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t7);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t12.x = (tgsi_max((-t6.xxxx), uintBitsToFloat(imms[1].yyyy))).x;
    t13.x = (intBitsToFloat(-ivec4(greaterThanEqual(t12, uintBitsToFloat(imms[1].zzzz))))).x;
    t12.x = (tgsi_min(t12, uintBitsToFloat(imms[1].wwww))).x;
    t11.x = (uintBitsToFloat(tgsi_f2u(t12))).x;
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
    t17.x = (uintBitsToFloat(tgsi_f2u(t18))).x;
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
    t24.x = (uintBitsToFloat(tgsi_f2u(t25))).x;
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
    t30.x = (uintBitsToFloat(tgsi_f2u(t31))).x;
    t30.x = (mix(t30, uintBitsToFloat(imms[0].yyyy), notEqual(floatBitsToUint(t32), uvec4(0u)))).x;
    {
        uint tgsi_w = (imms[3].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t30);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t34.xy = (uintBitsToFloat(imms[2].zzzz) * t3.xxxx).xy;
    t35.x = (uintBitsToFloat(uvec4(packHalf2x16((t34).xy)))).x;
    t36.xy = ((unpackHalf2x16((floatBitsToUint(t35.xxxx)).x)).xyxy).xy;
    t38.xy = (tgsi_max(t36, uintBitsToFloat(imms[1].yyyy))).xy;
    t39.xy = (intBitsToFloat(-ivec4(greaterThanEqual(t38, uintBitsToFloat(imms[1].zzzz))))).xy;
    t38.xy = (tgsi_min(t38, uintBitsToFloat(imms[1].wwww))).xy;
    t37.xy = (uintBitsToFloat(tgsi_f2u(t38))).xy;
    t37.xy = (mix(t37, uintBitsToFloat(imms[0].yyyy), notEqual(floatBitsToUint(t39), uvec4(0u)))).xy;
    {
        uint tgsi_w = (imms[3].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t37.yyyy);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
