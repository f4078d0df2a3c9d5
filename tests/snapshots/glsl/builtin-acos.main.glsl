#version 450 core
// Translated from TGSI by Tungsten (COMP, 73 instructions)
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
const uvec4 imms[6] = uvec4[6](
    uvec4(0u, 1065353216u, 1017818719u, 3182320182u),
    uvec4(1043887842u, 3198754052u, 1065350968u, 1070141403u),
    uvec4(0u, 4u, 8u, 12u),
    uvec4(1056964608u, 3211159142u, 0u, 0u),
    uvec4(1061158912u, 1061158912u, 1061158912u, 1061158912u),
    uvec4(1044549472u, 1044549472u, 1044549472u, 1044549472u));
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
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t3.x = (vec4(tgsi_rsq((uintBitsToFloat(imms[0].yyyy)).x))).x;
    t3.x = (uintBitsToFloat(imms[0].xxxx) * t3).x;
    t4.x = (tgsi_max(abs(t3), uintBitsToFloat(imms[0].yyyy))).x;
    t5.x = (tgsi_min(abs(t3), uintBitsToFloat(imms[0].yyyy))).x;
    t4.x = (tgsi_div(t5, t4)).x;
    t5.x = (t4 * t4).x;
    t6.x = (t5 * uintBitsToFloat(imms[0].zzzz) + uintBitsToFloat(imms[0].wwww)).x;
    t6.x = (t6 * t5 + uintBitsToFloat(imms[1].xxxx)).x;
    t6.x = (t6 * t5 + uintBitsToFloat(imms[1].yyyy)).x;
    t6.x = (t6 * t5 + uintBitsToFloat(imms[1].zzzz)).x;
    t6.x = (t6 * t4).x;
    t7.x = ((-t6) + uintBitsToFloat(imms[1].wwww)).x;
    t5.x = (vec4(lessThan(uintBitsToFloat(imms[0].yyyy), abs(t3)))).x;
    t6.x = (t5 * (t7 - t6) + t6).x;
    t5.x = (vec4(greaterThan(t3, vec4(0.0))) - vec4(lessThan(t3, vec4(0.0)))).x;
    t6.x = (t6 * t5).x;
    t2.x = ((-t6) + uintBitsToFloat(imms[1].wwww)).x;
    {
        uint tgsi_w = (imms[2].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t2);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t10.x = (vec4(tgsi_rsq((uintBitsToFloat(imms[4].xxxx)).x))).x;
    t10.x = (uintBitsToFloat(imms[3].xxxx) * t10).x;
    t11.x = (tgsi_max(abs(t10), uintBitsToFloat(imms[0].yyyy))).x;
    t12.x = (tgsi_min(abs(t10), uintBitsToFloat(imms[0].yyyy))).x;
    t11.x = (tgsi_div(t12, t11)).x;
    t12.x = (t11 * t11).x;
    t13.x = (t12 * uintBitsToFloat(imms[0].zzzz) + uintBitsToFloat(imms[0].wwww)).x;
    t13.x = (t13 * t12 + uintBitsToFloat(imms[1].xxxx)).x;
    t13.x = (t13 * t12 + uintBitsToFloat(imms[1].yyyy)).x;
    t13.x = (t13 * t12 + uintBitsToFloat(imms[1].zzzz)).x;
    t13.x = (t13 * t11).x;
    t14.x = ((-t13) + uintBitsToFloat(imms[1].wwww)).x;
    t12.x = (vec4(lessThan(uintBitsToFloat(imms[0].yyyy), abs(t10)))).x;
    t13.x = (t12 * (t14 - t13) + t13).x;
    t12.x = (vec4(greaterThan(t10, vec4(0.0))) - vec4(lessThan(t10, vec4(0.0)))).x;
    t13.x = (t13 * t12).x;
    t9.x = ((-t13) + uintBitsToFloat(imms[1].wwww)).x;
    {
        uint tgsi_w = (imms[2].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t9);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t17.x = (vec4(tgsi_rsq((uintBitsToFloat(imms[5].xxxx)).x))).x;
    t17.x = (uintBitsToFloat(imms[3].yyyy) * t17).x;
    t18.x = (tgsi_max(abs(t17), uintBitsToFloat(imms[0].yyyy))).x;
    t19.x = (tgsi_min(abs(t17), uintBitsToFloat(imms[0].yyyy))).x;
    t18.x = (tgsi_div(t19, t18)).x;
    t19.x = (t18 * t18).x;
    t20.x = (t19 * uintBitsToFloat(imms[0].zzzz) + uintBitsToFloat(imms[0].wwww)).x;
    t20.x = (t20 * t19 + uintBitsToFloat(imms[1].xxxx)).x;
    t20.x = (t20 * t19 + uintBitsToFloat(imms[1].yyyy)).x;
    t20.x = (t20 * t19 + uintBitsToFloat(imms[1].zzzz)).x;
    t20.x = (t20 * t18).x;
    t21.x = ((-t20) + uintBitsToFloat(imms[1].wwww)).x;
    t19.x = (vec4(lessThan(uintBitsToFloat(imms[0].yyyy), abs(t17)))).x;
    t20.x = (t19 * (t21 - t20) + t20).x;
    t19.x = (vec4(greaterThan(t17, vec4(0.0))) - vec4(lessThan(t17, vec4(0.0)))).x;
    t20.x = (t20 * t19).x;
    t16.x = ((-t20) + uintBitsToFloat(imms[1].wwww)).x;
    {
        uint tgsi_w = (imms[2].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t16);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t24.x = (vec4(tgsi_rsq((uintBitsToFloat(imms[0].xxxx)).x))).x;
    t24.x = (uintBitsToFloat(imms[0].yyyy) * t24).x;
    t25.x = (tgsi_max(abs(t24), uintBitsToFloat(imms[0].yyyy))).x;
    t26.x = (tgsi_min(abs(t24), uintBitsToFloat(imms[0].yyyy))).x;
    t25.x = (tgsi_div(t26, t25)).x;
    t26.x = (t25 * t25).x;
    t27.x = (t26 * uintBitsToFloat(imms[0].zzzz) + uintBitsToFloat(imms[0].wwww)).x;
    t27.x = (t27 * t26 + uintBitsToFloat(imms[1].xxxx)).x;
    t27.x = (t27 * t26 + uintBitsToFloat(imms[1].yyyy)).x;
    t27.x = (t27 * t26 + uintBitsToFloat(imms[1].zzzz)).x;
    t27.x = (t27 * t25).x;
    t28.x = ((-t27) + uintBitsToFloat(imms[1].wwww)).x;
    t26.x = (vec4(lessThan(uintBitsToFloat(imms[0].yyyy), abs(t24)))).x;
    t27.x = (t26 * (t28 - t27) + t27).x;
    t26.x = (vec4(greaterThan(t24, vec4(0.0))) - vec4(lessThan(t24, vec4(0.0)))).x;
    t27.x = (t27 * t26).x;
    t23.x = ((-t27) + uintBitsToFloat(imms[1].wwww)).x;
    {
        uint tgsi_w = (imms[2].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t23);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
