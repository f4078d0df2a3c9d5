#version 450 core
// Translated from TGSI by Tungsten (COMP, 60 instructions)
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
const uvec4 imms[4] = uvec4[4](
    uvec4(0u, 4u, 8u, 12u),
    uvec4(1069066811u, 1080033280u, 1092616192u, 1060205080u),
    uvec4(1148846080u, 1094713344u, 3248488448u, 981671936u),
    uvec4(16u, 20u, 24u, 28u));
layout(std430, binding = 1) buffer tgsi_cs_buffer1 { uint data[]; } tgsi_buf1;
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
float tgsi_log2(float x) {
    if (x > 0.0 && !isinf(x)) {
        return log2(x);
    }
    if (x == 0.0) {
        return uintBitsToFloat(0xff800000u);
    }
    return x > 0.0 ? x : uintBitsToFloat(0x7fc00000u);
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
    t5.x = (t3.xxxx * uintBitsToFloat(imms[1].xxxx)).x;
    t4.x = (vec4(exp2((t5).x))).x;
    t6.x = (uintBitsToFloat(uvec4(packHalf2x16((t4).xy)))).x;
    t7.x = ((unpackHalf2x16((floatBitsToUint(t6.xxxx)).x)).xyxy).x;
    {
        uint tgsi_w = (imms[0].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t7);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t10.x = ((-t3.xxxx) * uintBitsToFloat(imms[1].xxxx)).x;
    t9.x = (vec4(exp2((t10).x))).x;
    t11.x = (uintBitsToFloat(uvec4(packHalf2x16((t9).xy)))).x;
    t12.x = ((unpackHalf2x16((floatBitsToUint(t11.xxxx)).x)).xyxy).x;
    {
        uint tgsi_w = (imms[0].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t12);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t13.x = (uintBitsToFloat(imms[1].yyyy) * t3).x;
    t14.x = (uintBitsToFloat(uvec4(packHalf2x16((t13).xy)))).x;
    t15.x = ((unpackHalf2x16((floatBitsToUint(t14.xxxx)).x)).xyxy).x;
    t16.x = (vec4(exp2((t15.xxxx).x))).x;
    t17.x = (uintBitsToFloat(uvec4(packHalf2x16((t16).xy)))).x;
    t18.x = ((unpackHalf2x16((floatBitsToUint(t17.xxxx)).x)).xyxy).x;
    {
        uint tgsi_w = (imms[0].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t18);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t19.x = (uintBitsToFloat(imms[1].zzzz) * t3).x;
    t20.x = (uintBitsToFloat(uvec4(packHalf2x16((t19).xy)))).x;
    t21.x = ((unpackHalf2x16((floatBitsToUint(t20.xxxx)).x)).xyxy).x;
    t23.x = (vec4(tgsi_log2((t21.xxxx).x))).x;
    t22.x = (t23 * uintBitsToFloat(imms[1].wwww)).x;
    t24.x = (uintBitsToFloat(uvec4(packHalf2x16((t22).xy)))).x;
    t25.x = ((unpackHalf2x16((floatBitsToUint(t24.xxxx)).x)).xyxy).x;
    {
        uint tgsi_w = (imms[0].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t25);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t26.x = (uintBitsToFloat(imms[2].xxxx) * t3).x;
    t27.x = (uintBitsToFloat(uvec4(packHalf2x16((t26).xy)))).x;
    t28.x = ((unpackHalf2x16((floatBitsToUint(t27.xxxx)).x)).xyxy).x;
    t29.x = (vec4(tgsi_log2((t28.xxxx).x))).x;
    t30.x = (uintBitsToFloat(uvec4(packHalf2x16((t29).xy)))).x;
    t31.x = ((unpackHalf2x16((floatBitsToUint(t30.xxxx)).x)).xyxy).x;
    {
        uint tgsi_w = (imms[3].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t31);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t32.x = (uintBitsToFloat(imms[2].yyyy) * t3).x;
    t33.x = (uintBitsToFloat(uvec4(packHalf2x16((t32).xy)))).x;
    t34.x = ((unpackHalf2x16((floatBitsToUint(t33.xxxx)).x)).xyxy).x;
    t36.x = (t34.xxxx * uintBitsToFloat(imms[1].xxxx)).x;
    t35.x = (vec4(exp2((t36).x))).x;
    t37.x = (uintBitsToFloat(uvec4(packHalf2x16((t35).xy)))).x;
    t38.x = ((unpackHalf2x16((floatBitsToUint(t37.xxxx)).x)).xyxy).x;
    {
        uint tgsi_w = (imms[3].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t38);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t39.x = (uintBitsToFloat(imms[2].zzzz) * t3).x;
    t40.x = (uintBitsToFloat(uvec4(packHalf2x16((t39).xy)))).x;
    t41.x = ((unpackHalf2x16((floatBitsToUint(t40.xxxx)).x)).xyxy).x;
    t42.x = (vec4(exp2((t41.xxxx).x))).x;
    t43.x = (uintBitsToFloat(uvec4(packHalf2x16((t42).xy)))).x;
    t44.x = ((unpackHalf2x16((floatBitsToUint(t43.xxxx)).x)).xyxy).x;
    {
        uint tgsi_w = (imms[3].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t44);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t45.x = (uintBitsToFloat(imms[2].wwww) * t3).x;
    t46.x = (uintBitsToFloat(uvec4(packHalf2x16((t45).xy)))).x;
    t47.x = ((unpackHalf2x16((floatBitsToUint(t46.xxxx)).x)).xyxy).x;
    t49.x = (vec4(tgsi_log2((t47.xxxx).x))).x;
    t48.x = (t49 * uintBitsToFloat(imms[1].wwww)).x;
    t50.x = (uintBitsToFloat(uvec4(packHalf2x16((t48).xy)))).x;
    t51.x = ((unpackHalf2x16((floatBitsToUint(t50.xxxx)).x)).xyxy).x;
    {
        uint tgsi_w = (imms[3].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t51);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
