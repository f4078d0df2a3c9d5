#version 450 core
// Translated from TGSI by Tungsten (COMP, 71 instructions)
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
const uvec4 imms[5] = uvec4[5](
    uvec4(0u, 4u, 8u, 12u),
    uvec4(1065353216u, 1073741824u, 1077936128u, 1082130432u),
    uvec4(1084227584u, 1086324736u, 1088421888u, 1090519040u),
    uvec4(1036828672u, 0u, 1157627904u, 1069547520u),
    uvec4(16u, 20u, 0u, 0u));
layout(std430, binding = 1) buffer tgsi_cs_buffer1 { uint data[]; } tgsi_buf1;
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
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
    t4.x = (uintBitsToFloat(imms[1].xxxx)).x;
    t4.y = (uintBitsToFloat(imms[1].yyyy)).y;
    t5.x = (uintBitsToFloat(imms[1].zzzz)).x;
    t5.y = (uintBitsToFloat(imms[1].wwww)).y;
    t6 = t4;
    t7 = t5;
    t8 = t6 * t3.xxxx;
    t9 = t7 * t3.xxxx;
    t12.x = (uintBitsToFloat(uvec4(packHalf2x16((t8).xy)))).x;
    t13.xy = ((unpackHalf2x16((floatBitsToUint(t12.xxxx)).x)).xyxy).xy;
    t10.xy = (t13).xy;
    t14.x = (uintBitsToFloat(uvec4(packHalf2x16((t9).xy)))).x;
    t15.xy = ((unpackHalf2x16((floatBitsToUint(t14.xxxx)).x)).xyxy).xy;
    t11.xy = (t15).xy;
    t16.x = (uintBitsToFloat(imms[2].xxxx)).x;
    t16.y = (uintBitsToFloat(imms[2].yyyy)).y;
    t17.x = (uintBitsToFloat(imms[2].zzzz)).x;
    t17.y = (uintBitsToFloat(imms[2].wwww)).y;
    t18 = t16;
    t19 = t17;
    t22.xy = (t10 * t18.xxxx).xy;
    t22.xy = (t11 * t18.yyyy + t22).xy;
    t20 = t22;
    t23.xy = (t10 * t19.xxxx).xy;
    t23.xy = (t11 * t19.yyyy + t23).xy;
    t21 = t23;
    t26.x = (uintBitsToFloat(uvec4(packHalf2x16((t20).xy)))).x;
    t27.xy = ((unpackHalf2x16((floatBitsToUint(t26.xxxx)).x)).xyxy).xy;
    t24.xy = (t27).xy;
    t28.x = (uintBitsToFloat(uvec4(packHalf2x16((t21).xy)))).x;
    t29.xy = ((unpackHalf2x16((floatBitsToUint(t28.xxxx)).x)).xyxy).xy;
    t25.xy = (t29).xy;
    {
        uint tgsi_w = (imms[0].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t24.xxxx);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[0].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t24.yyyy);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[0].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t25.xxxx);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[0].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t25.yyyy);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t30.x = (uintBitsToFloat(imms[3].xxxx)).x;
    t30.y = (uintBitsToFloat(imms[3].yyyy)).y;
    t31.x = (uintBitsToFloat(imms[3].yyyy)).x;
    t31.y = (uintBitsToFloat(imms[3].zzzz)).y;
    t32 = t30;
    t33 = t31;
    t34 = t32 * t3.xxxx;
    t35 = t33 * t3.xxxx;
    t38.x = (uintBitsToFloat(uvec4(packHalf2x16((t34).xy)))).x;
    t39.xy = ((unpackHalf2x16((floatBitsToUint(t38.xxxx)).x)).xyxy).xy;
    t36.xy = (t39).xy;
    t40.x = (uintBitsToFloat(uvec4(packHalf2x16((t35).xy)))).x;
    t41.xy = ((unpackHalf2x16((floatBitsToUint(t40.xxxx)).x)).xyxy).xy;
    t37.xy = (t41).xy;
    t42 = t36 * uintBitsToFloat(imms[1].zzzz);
    t43 = t37 * uintBitsToFloat(imms[1].zzzz);
    t46.x = (uintBitsToFloat(uvec4(packHalf2x16((t42).xy)))).x;
    t47.xy = ((unpackHalf2x16((floatBitsToUint(t46.xxxx)).x)).xyxy).xy;
    t44.xy = (t47).xy;
    t48.x = (uintBitsToFloat(uvec4(packHalf2x16((t43).xy)))).x;
    t49.xy = ((unpackHalf2x16((floatBitsToUint(t48.xxxx)).x)).xyxy).xy;
    t45.xy = (t49).xy;
    {
        uint tgsi_w = (imms[4].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t44.xxxx);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t50.x = (t45.yyyy * t3).x;
    t51.x = (uintBitsToFloat(uvec4(packHalf2x16((t50).xy)))).x;
    t52.x = ((unpackHalf2x16((floatBitsToUint(t51.xxxx)).x)).xyxy).x;
    t53.x = (tgsi_div(t52, uintBitsToFloat(imms[3].wwww))).x;
    t54.x = (uintBitsToFloat(uvec4(packHalf2x16((t53).xy)))).x;
    t55.x = ((unpackHalf2x16((floatBitsToUint(t54.xxxx)).x)).xyxy).x;
    {
        uint tgsi_w = (imms[4].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t55);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
