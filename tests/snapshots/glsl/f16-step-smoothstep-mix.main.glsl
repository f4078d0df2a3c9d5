#version 450 core
// Translated from TGSI by Tungsten (COMP, 45 instructions)
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
const uvec4 imms[5] = uvec4[5](
    uvec4(0u, 4u, 8u, 12u),
    uvec4(1073741824u, 0u, 3221225472u, 1077936128u),
    uvec4(1157627904u, 1157636096u, 1056964608u, 1082130432u),
    uvec4(16u, 20u, 24u, 0u),
    uvec4(1036828672u, 1050255360u, 0u, 0u));
layout(std430, binding = 1) buffer tgsi_cs_buffer1 { uint data[]; } tgsi_buf1;
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
vec4 tgsi_sat(vec4 v) {
    return mix(vec4(0.0), mix(vec4(1.0), v, lessThan(v, vec4(1.0))), greaterThan(v, vec4(0.0)));
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
    t4.x = (vec4(greaterThanEqual(uintBitsToFloat(imms[1].xxxx), t3.xxxx))).x;
    {
        uint tgsi_w = (imms[0].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t4);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t5.x = (vec4(greaterThanEqual(t3.xxxx, uintBitsToFloat(imms[1].xxxx)))).x;
    {
        uint tgsi_w = (imms[0].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t5);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t7.x = (t3.xxxx + (-uintBitsToFloat(imms[1].yyyy))).x;
    t7.x = (tgsi_div(t7, uintBitsToFloat(imms[1].xxxx))).x;
    {
        precise vec4 tgsi_sv = t7;
        t7.x = (tgsi_sat(tgsi_sv)).x;
    }
    t8.x = (t7 * uintBitsToFloat(imms[1].zzzz) + uintBitsToFloat(imms[1].wwww)).x;
    t7.x = (t7 * t7).x;
    t6.x = (t7 * t8).x;
    t9.x = (uintBitsToFloat(uvec4(packHalf2x16((t6).xy)))).x;
    t10.x = ((unpackHalf2x16((floatBitsToUint(t9.xxxx)).x)).xyxy).x;
    {
        uint tgsi_w = (imms[0].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t10);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t11.x = (uintBitsToFloat(imms[2].xxxx) * t3).x;
    t12.x = (uintBitsToFloat(uvec4(packHalf2x16((t11).xy)))).x;
    t13.x = ((unpackHalf2x16((floatBitsToUint(t12.xxxx)).x)).xyxy).x;
    t14.x = (uintBitsToFloat(imms[2].zzzz) * (uintBitsToFloat(imms[2].yyyy) - t13.xxxx) + t13.xxxx).x;
    t15.x = (uintBitsToFloat(uvec4(packHalf2x16((t14).xy)))).x;
    t16.x = ((unpackHalf2x16((floatBitsToUint(t15.xxxx)).x)).xyxy).x;
    {
        uint tgsi_w = (imms[0].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t16);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t18.x = (t3.xxxx + (-uintBitsToFloat(imms[1].yyyy))).x;
    t18.x = (tgsi_div(t18, uintBitsToFloat(imms[2].wwww))).x;
    {
        precise vec4 tgsi_sv = t18;
        t18.x = (tgsi_sat(tgsi_sv)).x;
    }
    t19.x = (t18 * uintBitsToFloat(imms[1].zzzz) + uintBitsToFloat(imms[1].wwww)).x;
    t18.x = (t18 * t18).x;
    t17.x = (t18 * t19).x;
    t20.x = (uintBitsToFloat(uvec4(packHalf2x16((t17).xy)))).x;
    t21.x = ((unpackHalf2x16((floatBitsToUint(t20.xxxx)).x)).xyxy).x;
    {
        uint tgsi_w = (imms[3].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t21);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t22.x = (uintBitsToFloat(imms[2].zzzz) * (t3.xxxx - uintBitsToFloat(imms[1].yyyy)) + uintBitsToFloat(imms[1].yyyy)).x;
    t23.x = (uintBitsToFloat(uvec4(packHalf2x16((t22).xy)))).x;
    t24.x = ((unpackHalf2x16((floatBitsToUint(t23.xxxx)).x)).xyxy).x;
    {
        uint tgsi_w = (imms[3].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t24);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t25.x = (uintBitsToFloat(imms[4].xxxx) * t3).x;
    t26.x = (uintBitsToFloat(uvec4(packHalf2x16((t25).xy)))).x;
    t27.x = ((unpackHalf2x16((floatBitsToUint(t26.xxxx)).x)).xyxy).x;
    t28.x = (uintBitsToFloat(imms[4].yyyy) * (t3.xxxx - t27.xxxx) + t27.xxxx).x;
    t29.x = (uintBitsToFloat(uvec4(packHalf2x16((t28).xy)))).x;
    t30.x = ((unpackHalf2x16((floatBitsToUint(t29.xxxx)).x)).xyxy).x;
    {
        uint tgsi_w = (imms[3].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t30);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
