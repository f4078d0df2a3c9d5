#version 450 core
// Translated from TGSI by Tungsten (COMP, 39 instructions)
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
const uvec4 imms[4] = uvec4[4](
    uvec4(0u, 4u, 8u, 12u),
    uvec4(1157627904u, 1036828672u, 1065353216u, 0u),
    uvec4(1077936128u, 964689920u, 864026624u, 1056964608u),
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
    t9.xy = (t7 + uintBitsToFloat(imms[1].zwzz)).xy;
    t10.x = (uintBitsToFloat(uvec4(packHalf2x16((t9).xy)))).x;
    t11.xy = ((unpackHalf2x16((floatBitsToUint(t10.xxxx)).x)).xyxy).xy;
    {
        uint tgsi_w = (imms[0].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t11.xxxx);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t13.xy = (t7 + uintBitsToFloat(imms[2].xxxx)).xy;
    t14.x = (uintBitsToFloat(uvec4(packHalf2x16((t13).xy)))).x;
    t15.xy = ((unpackHalf2x16((floatBitsToUint(t14.xxxx)).x)).xyxy).xy;
    {
        uint tgsi_w = (imms[0].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t15.xxxx);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t17.xy = (t7 * uintBitsToFloat(imms[2].xxxx)).xy;
    t18.x = (uintBitsToFloat(uvec4(packHalf2x16((t17).xy)))).x;
    t19.xy = ((unpackHalf2x16((floatBitsToUint(t18.xxxx)).x)).xyxy).xy;
    {
        uint tgsi_w = (imms[0].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t19.yyyy);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t20.x = (t3 + (-uintBitsToFloat(imms[2].yyyy))).x;
    t21.x = (uintBitsToFloat(uvec4(packHalf2x16((t20).xy)))).x;
    t22.x = ((unpackHalf2x16((floatBitsToUint(t21.xxxx)).x)).xyxy).x;
    t23.x = (t3.xxxx).x;
    t23.y = (t22.xxxx).y;
    t24.x = (uintBitsToFloat(imms[2].xxxx)).x;
    t24.y = (uintBitsToFloat(imms[1].zzzz)).y;
    t25.xy = (tgsi_div(t23, t24)).xy;
    t26.x = (uintBitsToFloat(uvec4(packHalf2x16((t25).xy)))).x;
    t27.xy = ((unpackHalf2x16((floatBitsToUint(t26.xxxx)).x)).xyxy).xy;
    {
        uint tgsi_w = (imms[0].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t27.xxxx);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[3].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t27.yyyy);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t29.xy = (uintBitsToFloat(imms[2].zzzz) * t3.xxxx).xy;
    t30.x = (uintBitsToFloat(uvec4(packHalf2x16((t29).xy)))).x;
    t31.xy = ((unpackHalf2x16((floatBitsToUint(t30.xxxx)).x)).xyxy).xy;
    t33.xy = (t31 * uintBitsToFloat(imms[2].wwww)).xy;
    t34.x = (uintBitsToFloat(uvec4(packHalf2x16((t33).xy)))).x;
    t35.xy = ((unpackHalf2x16((floatBitsToUint(t34.xxxx)).x)).xyxy).xy;
    {
        uint tgsi_w = (imms[3].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t35.yyyy);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
