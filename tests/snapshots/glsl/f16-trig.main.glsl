#version 450 core
// Translated from TGSI by Tungsten (COMP, 110 instructions)
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
precise vec4 t55;
precise vec4 t56;
precise vec4 t57;
const uvec4 imms[5] = uvec4[5](
    uvec4(0u, 4u, 8u, 12u),
    uvec4(1056964608u, 1065353216u, 1017818719u, 3182320182u),
    uvec4(1043887842u, 3198754052u, 1065350968u, 1070141403u),
    uvec4(16u, 20u, 24u, 28u),
    uvec4(1073741824u, 0u, 1078530011u, 1077936128u));
layout(std430, binding = 1) buffer tgsi_cs_buffer1 { uint data[]; } tgsi_buf1;
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
vec4 tgsi_min(vec4 a, vec4 b) {
    return mix(mix(a, b, lessThan(b, a)), b, isnan(a));
}
vec4 tgsi_max(vec4 a, vec4 b) {
    return mix(mix(a, b, greaterThan(b, a)), b, isnan(a));
}
float tgsi_div(float a, float b) {
    if (isnan(a) || isnan(b) || isinf(a) || isinf(b) || b == 0.0) {
        if (isnan(a) || isnan(b) || (a == 0.0 && b == 0.0) || (isinf(a) && isinf(b))) {
            return uintBitsToFloat(0x7fc00000u);
        }
        uint sign = (floatBitsToUint(a) ^ floatBitsToUint(b)) & 0x80000000u;
        return uintBitsToFloat(sign | (isinf(a) || b == 0.0 ? 0x7f800000u : 0u));
    }
    precise float q = abs(b) > uintBitsToFloat(0x7e800000u) ? (a * 0.25) / (b * 0.25) : a / b;
    return q;
}
vec4 tgsi_div(vec4 a, vec4 b) {
    return vec4(tgsi_div(a.x, b.x), tgsi_div(a.y, b.y), tgsi_div(a.z, b.z), tgsi_div(a.w, b.w));
}
float tgsi_rsq(float x) {
    if (x > 0.0 && !isinf(x)) {
        return 1.0 / sqrt(x);
    }
    if (x == 0.0) {
        return uintBitsToFloat((floatBitsToUint(x) & 0x80000000u) | 0x7f800000u);
    }
    return x > 0.0 ? 0.0 : uintBitsToFloat(0x7fc00000u);
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
    t55 = vec4(0.0);
    t56 = vec4(0.0);
    t57 = vec4(0.0);
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
    t7.x = (vec4(sin((t6.xxxx).x))).x;
    t8.x = (uintBitsToFloat(uvec4(packHalf2x16((t7).xy)))).x;
    t9.x = ((unpackHalf2x16((floatBitsToUint(t8.xxxx)).x)).xyxy).x;
    {
        uint tgsi_w = (imms[0].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t9);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t10.x = (vec4(cos((t6.xxxx).x))).x;
    t11.x = (uintBitsToFloat(uvec4(packHalf2x16((t10).xy)))).x;
    t12.x = ((unpackHalf2x16((floatBitsToUint(t11.xxxx)).x)).xyxy).x;
    {
        uint tgsi_w = (imms[0].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t12);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t14.x = (vec4(sin((t6.xxxx).x))).x;
    t15.x = (vec4(cos((t6.xxxx).x))).x;
    t13.x = (tgsi_div(t14, t15)).x;
    t16.x = (uintBitsToFloat(uvec4(packHalf2x16((t13).xy)))).x;
    t17.x = ((unpackHalf2x16((floatBitsToUint(t16.xxxx)).x)).xyxy).x;
    {
        uint tgsi_w = (imms[0].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t17);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t19.x = ((-t6.xxxx) * t6.xxxx + uintBitsToFloat(imms[1].yyyy)).x;
    t19.x = (vec4(tgsi_rsq((t19).x))).x;
    t19.x = (t6.xxxx * t19).x;
    t20.x = (tgsi_max(abs(t19), uintBitsToFloat(imms[1].yyyy))).x;
    t21.x = (tgsi_min(abs(t19), uintBitsToFloat(imms[1].yyyy))).x;
    t20.x = (tgsi_div(t21, t20)).x;
    t21.x = (t20 * t20).x;
    t22.x = (t21 * uintBitsToFloat(imms[1].zzzz) + uintBitsToFloat(imms[1].wwww)).x;
    t22.x = (t22 * t21 + uintBitsToFloat(imms[2].xxxx)).x;
    t22.x = (t22 * t21 + uintBitsToFloat(imms[2].yyyy)).x;
    t22.x = (t22 * t21 + uintBitsToFloat(imms[2].zzzz)).x;
    t22.x = (t22 * t20).x;
    t23.x = ((-t22) + uintBitsToFloat(imms[2].wwww)).x;
    t21.x = (vec4(lessThan(uintBitsToFloat(imms[1].yyyy), abs(t19)))).x;
    t22.x = (t21 * (t23 - t22) + t22).x;
    t21.x = (vec4(greaterThan(t19, vec4(0.0))) - vec4(lessThan(t19, vec4(0.0)))).x;
    t18.x = (t22 * t21).x;
    t24.x = (uintBitsToFloat(uvec4(packHalf2x16((t18).xy)))).x;
    t25.x = ((unpackHalf2x16((floatBitsToUint(t24.xxxx)).x)).xyxy).x;
    {
        uint tgsi_w = (imms[0].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t25);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t27.x = ((-t6.xxxx) * t6.xxxx + uintBitsToFloat(imms[1].yyyy)).x;
    t27.x = (vec4(tgsi_rsq((t27).x))).x;
    t27.x = (t6.xxxx * t27).x;
    t28.x = (tgsi_max(abs(t27), uintBitsToFloat(imms[1].yyyy))).x;
    t29.x = (tgsi_min(abs(t27), uintBitsToFloat(imms[1].yyyy))).x;
    t28.x = (tgsi_div(t29, t28)).x;
    t29.x = (t28 * t28).x;
    t30.x = (t29 * uintBitsToFloat(imms[1].zzzz) + uintBitsToFloat(imms[1].wwww)).x;
    t30.x = (t30 * t29 + uintBitsToFloat(imms[2].xxxx)).x;
    t30.x = (t30 * t29 + uintBitsToFloat(imms[2].yyyy)).x;
    t30.x = (t30 * t29 + uintBitsToFloat(imms[2].zzzz)).x;
    t30.x = (t30 * t28).x;
    t31.x = ((-t30) + uintBitsToFloat(imms[2].wwww)).x;
    t29.x = (vec4(lessThan(uintBitsToFloat(imms[1].yyyy), abs(t27)))).x;
    t30.x = (t29 * (t31 - t30) + t30).x;
    t29.x = (vec4(greaterThan(t27, vec4(0.0))) - vec4(lessThan(t27, vec4(0.0)))).x;
    t30.x = (t30 * t29).x;
    t26.x = ((-t30) + uintBitsToFloat(imms[2].wwww)).x;
    t32.x = (uintBitsToFloat(uvec4(packHalf2x16((t26).xy)))).x;
    t33.x = ((unpackHalf2x16((floatBitsToUint(t32.xxxx)).x)).xyxy).x;
    {
        uint tgsi_w = (imms[3].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t33);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t34.x = (uintBitsToFloat(imms[4].xxxx) * t3).x;
    t35.x = (uintBitsToFloat(uvec4(packHalf2x16((t34).xy)))).x;
    t36.x = ((unpackHalf2x16((floatBitsToUint(t35.xxxx)).x)).xyxy).x;
    t38.x = (tgsi_max(abs(t36.xxxx), uintBitsToFloat(imms[1].yyyy))).x;
    t39.x = (tgsi_min(abs(t36.xxxx), uintBitsToFloat(imms[1].yyyy))).x;
    t38.x = (tgsi_div(t39, t38)).x;
    t39.x = (t38 * t38).x;
    t40.x = (t39 * uintBitsToFloat(imms[1].zzzz) + uintBitsToFloat(imms[1].wwww)).x;
    t40.x = (t40 * t39 + uintBitsToFloat(imms[2].xxxx)).x;
    t40.x = (t40 * t39 + uintBitsToFloat(imms[2].yyyy)).x;
    t40.x = (t40 * t39 + uintBitsToFloat(imms[2].zzzz)).x;
    t40.x = (t40 * t38).x;
    t41.x = ((-t40) + uintBitsToFloat(imms[2].wwww)).x;
    t39.x = (vec4(lessThan(uintBitsToFloat(imms[1].yyyy), abs(t36.xxxx)))).x;
    t40.x = (t39 * (t41 - t40) + t40).x;
    t39.x = (vec4(greaterThan(t36.xxxx, vec4(0.0))) - vec4(lessThan(t36.xxxx, vec4(0.0)))).x;
    t37.x = (t40 * t39).x;
    t42.x = (uintBitsToFloat(uvec4(packHalf2x16((t37).xy)))).x;
    t43.x = ((unpackHalf2x16((floatBitsToUint(t42.xxxx)).x)).xyxy).x;
    {
        uint tgsi_w = (imms[3].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t43);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t46.x = (tgsi_max(abs(t3.xxxx), abs(t3.xxxx))).x;
    t47.x = (tgsi_min(abs(t3.xxxx), abs(t3.xxxx))).x;
    t46.x = (tgsi_div(t47, t46)).x;
    t47.x = (t46 * t46).x;
    t48.x = (t47 * uintBitsToFloat(imms[1].zzzz) + uintBitsToFloat(imms[1].wwww)).x;
    t48.x = (t48 * t47 + uintBitsToFloat(imms[2].xxxx)).x;
    t48.x = (t48 * t47 + uintBitsToFloat(imms[2].yyyy)).x;
    t48.x = (t48 * t47 + uintBitsToFloat(imms[2].zzzz)).x;
    t48.x = (t48 * t46).x;
    t47.x = (vec4(lessThan(abs(t3.xxxx), abs(t3.xxxx)))).x;
    t49.x = ((-t48) + uintBitsToFloat(imms[2].wwww)).x;
    t48.x = (t47 * (t49 - t48) + t48).x;
    t47.x = (vec4(lessThan((-t3.xxxx), uintBitsToFloat(imms[4].yyyy)))).x;
    t49.x = ((-t48) + uintBitsToFloat(imms[4].zzzz)).x;
    t48.x = (t47 * (t49 - t48) + t48).x;
    t47.x = (vec4(lessThan(t3.xxxx, uintBitsToFloat(imms[4].yyyy)))).x;
    t45.x = (t47 * ((-t48) - t48) + t48).x;
    t50.x = (uintBitsToFloat(uvec4(packHalf2x16((t45).xy)))).x;
    t51.x = ((unpackHalf2x16((floatBitsToUint(t50.xxxx)).x)).xyxy).x;
    {
        uint tgsi_w = (imms[3].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t51);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t52.x = (uintBitsToFloat(imms[4].wwww) * t3).x;
    t53.x = (uintBitsToFloat(uvec4(packHalf2x16((t52).xy)))).x;
    t54.x = ((unpackHalf2x16((floatBitsToUint(t53.xxxx)).x)).xyxy).x;
    t55.x = (vec4(sin((t54.xxxx).x))).x;
    t56.x = (uintBitsToFloat(uvec4(packHalf2x16((t55).xy)))).x;
    t57.x = ((unpackHalf2x16((floatBitsToUint(t56.xxxx)).x)).xyxy).x;
    {
        uint tgsi_w = (imms[3].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t57);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
