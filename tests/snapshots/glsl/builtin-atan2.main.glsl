#version 450 core
// Translated from TGSI by Tungsten (COMP, 108 instructions)
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
const uvec4 imms[5] = uvec4[5](
    uvec4(0u, 1065353216u, 3212836864u, 1017818719u),
    uvec4(3182320182u, 1043887842u, 3198754052u, 1065350968u),
    uvec4(1070141403u, 1078530011u, 3221225472u, 0u),
    uvec4(0u, 4u, 8u, 12u),
    uvec4(16u, 0u, 0u, 0u));
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
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0 = uintBitsToFloat(imms[0].xxxx);
    t1 = uintBitsToFloat(imms[0].xxxx);
    t2 = uintBitsToFloat(imms[0].xxxx);
    t0 = uintBitsToFloat(imms[0].yyyy);
    t1 = uintBitsToFloat(imms[0].zzzz);
    t2 = uintBitsToFloat(imms[0].xxxx);
    t3 = t0;
    t4 = t0;
    t6.x = (tgsi_max(abs(t3.xxxx), abs(t4.xxxx))).x;
    t7.x = (tgsi_min(abs(t3.xxxx), abs(t4.xxxx))).x;
    t6.x = (tgsi_div(t7, t6)).x;
    t7.x = (t6 * t6).x;
    t8.x = (t7 * uintBitsToFloat(imms[0].wwww) + uintBitsToFloat(imms[1].xxxx)).x;
    t8.x = (t8 * t7 + uintBitsToFloat(imms[1].yyyy)).x;
    t8.x = (t8 * t7 + uintBitsToFloat(imms[1].zzzz)).x;
    t8.x = (t8 * t7 + uintBitsToFloat(imms[1].wwww)).x;
    t8.x = (t8 * t6).x;
    t7.x = (vec4(lessThan(abs(t4.xxxx), abs(t3.xxxx)))).x;
    t9.x = ((-t8) + uintBitsToFloat(imms[2].xxxx)).x;
    t8.x = (t7 * (t9 - t8) + t8).x;
    t7.x = (vec4(lessThan(t4.xxxx, uintBitsToFloat(imms[0].xxxx)))).x;
    t9.x = ((-t8) + uintBitsToFloat(imms[2].yyyy)).x;
    t8.x = (t7 * (t9 - t8) + t8).x;
    t7.x = (vec4(lessThan(t3.xxxx, uintBitsToFloat(imms[0].xxxx)))).x;
    t5.x = (t7 * ((-t8) - t8) + t8).x;
    {
        uint tgsi_w = (imms[3].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t5);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t10 = t0;
    t11 = t1;
    t13.x = (tgsi_max(abs(t10.xxxx), abs(t11.xxxx))).x;
    t14.x = (tgsi_min(abs(t10.xxxx), abs(t11.xxxx))).x;
    t13.x = (tgsi_div(t14, t13)).x;
    t14.x = (t13 * t13).x;
    t15.x = (t14 * uintBitsToFloat(imms[0].wwww) + uintBitsToFloat(imms[1].xxxx)).x;
    t15.x = (t15 * t14 + uintBitsToFloat(imms[1].yyyy)).x;
    t15.x = (t15 * t14 + uintBitsToFloat(imms[1].zzzz)).x;
    t15.x = (t15 * t14 + uintBitsToFloat(imms[1].wwww)).x;
    t15.x = (t15 * t13).x;
    t14.x = (vec4(lessThan(abs(t11.xxxx), abs(t10.xxxx)))).x;
    t16.x = ((-t15) + uintBitsToFloat(imms[2].xxxx)).x;
    t15.x = (t14 * (t16 - t15) + t15).x;
    t14.x = (vec4(lessThan(t11.xxxx, uintBitsToFloat(imms[0].xxxx)))).x;
    t16.x = ((-t15) + uintBitsToFloat(imms[2].yyyy)).x;
    t15.x = (t14 * (t16 - t15) + t15).x;
    t14.x = (vec4(lessThan(t10.xxxx, uintBitsToFloat(imms[0].xxxx)))).x;
    t12.x = (t14 * ((-t15) - t15) + t15).x;
    {
        uint tgsi_w = (imms[3].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t12);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t17 = t1;
    t18 = t1;
    t20.x = (tgsi_max(abs(t17.xxxx), abs(t18.xxxx))).x;
    t21.x = (tgsi_min(abs(t17.xxxx), abs(t18.xxxx))).x;
    t20.x = (tgsi_div(t21, t20)).x;
    t21.x = (t20 * t20).x;
    t22.x = (t21 * uintBitsToFloat(imms[0].wwww) + uintBitsToFloat(imms[1].xxxx)).x;
    t22.x = (t22 * t21 + uintBitsToFloat(imms[1].yyyy)).x;
    t22.x = (t22 * t21 + uintBitsToFloat(imms[1].zzzz)).x;
    t22.x = (t22 * t21 + uintBitsToFloat(imms[1].wwww)).x;
    t22.x = (t22 * t20).x;
    t21.x = (vec4(lessThan(abs(t18.xxxx), abs(t17.xxxx)))).x;
    t23.x = ((-t22) + uintBitsToFloat(imms[2].xxxx)).x;
    t22.x = (t21 * (t23 - t22) + t22).x;
    t21.x = (vec4(lessThan(t18.xxxx, uintBitsToFloat(imms[0].xxxx)))).x;
    t23.x = ((-t22) + uintBitsToFloat(imms[2].yyyy)).x;
    t22.x = (t21 * (t23 - t22) + t22).x;
    t21.x = (vec4(lessThan(t17.xxxx, uintBitsToFloat(imms[0].xxxx)))).x;
    t19.x = (t21 * ((-t22) - t22) + t22).x;
    {
        uint tgsi_w = (imms[3].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t19);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t24 = t0;
    t25.x = (uintBitsToFloat(imms[2].zzzz) * t24).x;
    t26 = t0;
    t28.x = (tgsi_max(abs(t25.xxxx), abs(t26.xxxx))).x;
    t29.x = (tgsi_min(abs(t25.xxxx), abs(t26.xxxx))).x;
    t28.x = (tgsi_div(t29, t28)).x;
    t29.x = (t28 * t28).x;
    t30.x = (t29 * uintBitsToFloat(imms[0].wwww) + uintBitsToFloat(imms[1].xxxx)).x;
    t30.x = (t30 * t29 + uintBitsToFloat(imms[1].yyyy)).x;
    t30.x = (t30 * t29 + uintBitsToFloat(imms[1].zzzz)).x;
    t30.x = (t30 * t29 + uintBitsToFloat(imms[1].wwww)).x;
    t30.x = (t30 * t28).x;
    t29.x = (vec4(lessThan(abs(t26.xxxx), abs(t25.xxxx)))).x;
    t31.x = ((-t30) + uintBitsToFloat(imms[2].xxxx)).x;
    t30.x = (t29 * (t31 - t30) + t30).x;
    t29.x = (vec4(lessThan(t26.xxxx, uintBitsToFloat(imms[0].xxxx)))).x;
    t31.x = ((-t30) + uintBitsToFloat(imms[2].yyyy)).x;
    t30.x = (t29 * (t31 - t30) + t30).x;
    t29.x = (vec4(lessThan(t25.xxxx, uintBitsToFloat(imms[0].xxxx)))).x;
    t27.x = (t29 * ((-t30) - t30) + t30).x;
    {
        uint tgsi_w = (imms[3].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t27);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t32 = t2;
    t33 = t1;
    t35.x = (tgsi_max(abs(t32.xxxx), abs(t33.xxxx))).x;
    t36.x = (tgsi_min(abs(t32.xxxx), abs(t33.xxxx))).x;
    t35.x = (tgsi_div(t36, t35)).x;
    t36.x = (t35 * t35).x;
    t37.x = (t36 * uintBitsToFloat(imms[0].wwww) + uintBitsToFloat(imms[1].xxxx)).x;
    t37.x = (t37 * t36 + uintBitsToFloat(imms[1].yyyy)).x;
    t37.x = (t37 * t36 + uintBitsToFloat(imms[1].zzzz)).x;
    t37.x = (t37 * t36 + uintBitsToFloat(imms[1].wwww)).x;
    t37.x = (t37 * t35).x;
    t36.x = (vec4(lessThan(abs(t33.xxxx), abs(t32.xxxx)))).x;
    t38.x = ((-t37) + uintBitsToFloat(imms[2].xxxx)).x;
    t37.x = (t36 * (t38 - t37) + t37).x;
    t36.x = (vec4(lessThan(t33.xxxx, uintBitsToFloat(imms[0].xxxx)))).x;
    t38.x = ((-t37) + uintBitsToFloat(imms[2].yyyy)).x;
    t37.x = (t36 * (t38 - t37) + t37).x;
    t36.x = (vec4(lessThan(t32.xxxx, uintBitsToFloat(imms[0].xxxx)))).x;
    t34.x = (t36 * ((-t37) - t37) + t37).x;
    {
        uint tgsi_w = (imms[4].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t34);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
