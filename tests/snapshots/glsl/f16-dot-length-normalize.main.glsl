#version 450 core
// Translated from TGSI by Tungsten (COMP, 52 instructions)
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
const uvec4 imms[4] = uvec4[4](
    uvec4(0u, 4u, 8u, 12u),
    uvec4(1036828672u, 1045217280u, 1065353216u, 1073741824u),
    uvec4(1077936128u, 1082130432u, 1157627904u, 0u),
    uvec4(16u, 20u, 0u, 0u));
layout(std430, binding = 1) buffer tgsi_cs_buffer1 { uint data[]; } tgsi_buf1;
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
float tgsi_sqrt(float x) {
    if (x > 0.0 && !isinf(x)) {
        return sqrt(x);
    }
    return (x == 0.0 || x > 0.0) ? x : uintBitsToFloat(0x7fc00000u);
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
    t5.xy = (uintBitsToFloat(imms[1].xyxx) * t3.xxxx).xy;
    t6.x = (uintBitsToFloat(uvec4(packHalf2x16((t5).xy)))).x;
    t7.xy = ((unpackHalf2x16((floatBitsToUint(t6.xxxx)).x)).xyxy).xy;
    {
        precise vec4 tgsi_a = t7;
        precise vec4 tgsi_b = uintBitsToFloat(imms[1].zwzz);
        precise vec4 tgsi_p = tgsi_a * tgsi_b;
        t9.x = (vec4(tgsi_p.x + tgsi_p.y)).x;
    }
    t10.x = (uintBitsToFloat(uvec4(packHalf2x16((t9).xy)))).x;
    t11.x = ((unpackHalf2x16((floatBitsToUint(t10.xxxx)).x)).xyxy).x;
    {
        uint tgsi_w = (imms[0].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t11);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t13.xy = (uintBitsToFloat(imms[2].xyxx) * t3.xxxx).xy;
    t14.x = (uintBitsToFloat(uvec4(packHalf2x16((t13).xy)))).x;
    t15.xy = ((unpackHalf2x16((floatBitsToUint(t14.xxxx)).x)).xyxy).xy;
    {
        precise vec4 tgsi_a = t15;
        precise vec4 tgsi_b = t15;
        precise vec4 tgsi_p = tgsi_a * tgsi_b;
        t17 = vec4(tgsi_p.x + tgsi_p.y);
    }
    t16.x = (vec4(tgsi_sqrt((t17).x))).x;
    t18.x = (uintBitsToFloat(uvec4(packHalf2x16((t16).xy)))).x;
    t19.x = ((unpackHalf2x16((floatBitsToUint(t18.xxxx)).x)).xyxy).x;
    {
        uint tgsi_w = (imms[0].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t19);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t21.xy = (uintBitsToFloat(imms[2].xyxx) * t3.xxxx).xy;
    t22.x = (uintBitsToFloat(uvec4(packHalf2x16((t21).xy)))).x;
    t23.xy = ((unpackHalf2x16((floatBitsToUint(t22.xxxx)).x)).xyxy).xy;
    {
        precise vec4 tgsi_a = t23;
        precise vec4 tgsi_b = t23;
        precise vec4 tgsi_p = tgsi_a * tgsi_b;
        t25 = vec4(tgsi_p.x + tgsi_p.y);
    }
    t25 = vec4(tgsi_rsq((t25.xxxx).x));
    t24.xy = (t23 * t25.xxxx).xy;
    t26.x = (uintBitsToFloat(uvec4(packHalf2x16((t24).xy)))).x;
    t27.xy = ((unpackHalf2x16((floatBitsToUint(t26.xxxx)).x)).xyxy).xy;
    {
        uint tgsi_w = (imms[0].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t27.xxxx);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[0].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t27.yyyy);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t28.x = (uintBitsToFloat(imms[2].zzzz)).x;
    t28.y = (uintBitsToFloat(imms[1].zzzz)).y;
    t28.z = (uintBitsToFloat(imms[1].zzzz)).z;
    t29.xyz = (t28 * t3.xxxx).xyz;
    t30.x = (uintBitsToFloat(uvec4(packHalf2x16((t29).xy)))).x;
    t30.y = (uintBitsToFloat(uvec4(packHalf2x16((t29.zwzw).xy)))).y;
    t31.xy = ((unpackHalf2x16((floatBitsToUint(t30.xxxx)).x)).xyxy).xy;
    t31.z = ((unpackHalf2x16((floatBitsToUint(t30.yyyy)).x)).xyxy).z;
    {
        precise vec4 tgsi_a = t31;
        precise vec4 tgsi_b = uintBitsToFloat(imms[1].zzzz);
        precise vec4 tgsi_p = tgsi_a * tgsi_b;
        t33.x = (vec4(tgsi_p.x + tgsi_p.y + tgsi_p.z)).x;
    }
    t34.x = (uintBitsToFloat(uvec4(packHalf2x16((t33).xy)))).x;
    t35.x = ((unpackHalf2x16((floatBitsToUint(t34.xxxx)).x)).xyxy).x;
    {
        uint tgsi_w = (imms[3].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t35);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t36.x = (t3.xxxx).x;
    t36.y = (uintBitsToFloat(imms[2].wwww)).y;
    t37.x = (uintBitsToFloat(imms[2].wwww)).x;
    t37.y = (t3.xxxx).y;
    t39 = t36 + (-t37);
    {
        precise vec4 tgsi_a = t39;
        precise vec4 tgsi_b = t39;
        precise vec4 tgsi_p = tgsi_a * tgsi_b;
        t40 = vec4(tgsi_p.x + tgsi_p.y);
    }
    t38.x = (vec4(tgsi_sqrt((t40).x))).x;
    t41.x = (uintBitsToFloat(uvec4(packHalf2x16((t38).xy)))).x;
    t42.x = ((unpackHalf2x16((floatBitsToUint(t41.xxxx)).x)).xyxy).x;
    {
        uint tgsi_w = (imms[3].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t42);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
