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
const uvec4 imms[9] = uvec4[9](
    uvec4(0u, 1065353216u, 3135969287u, 1009963833u),
    uvec4(3170855100u, 1030579449u, 3182172747u, 1038109952u),
    uvec4(3188855003u, 1045219583u, 3198855839u, 1070141403u),
    uvec4(3007036718u, 1056964608u, 3225419776u, 0u),
    uvec4(2147483648u, 0u, 4u, 8u),
    uvec4(12u, 0u, 0u, 0u),
    uvec4(0u, 0u, 0u, 0u),
    uvec4(1077936128u, 1077936128u, 1077936128u, 1077936128u),
    uvec4(4294967295u, 4294967295u, 4294967295u, 4294967295u));
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
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t5.x = (tgsi_div(uintBitsToFloat(imms[0].yyyy), uintBitsToFloat(imms[0].xxxx))).x;
    t5.x = (mix(uintBitsToFloat(imms[0].xxxx), t5, notEqual(imms[6].xxxx, uvec4(0u)))).x;
    t6.x = (t5 * t5).x;
    t7.x = (t6 * uintBitsToFloat(imms[0].zzzz) + uintBitsToFloat(imms[0].wwww)).x;
    t7.x = (t7 * t6 + uintBitsToFloat(imms[1].xxxx)).x;
    t7.x = (t7 * t6 + uintBitsToFloat(imms[1].yyyy)).x;
    t7.x = (t7 * t6 + uintBitsToFloat(imms[1].zzzz)).x;
    t7.x = (t7 * t6 + uintBitsToFloat(imms[1].wwww)).x;
    t7.x = (t7 * t6 + uintBitsToFloat(imms[2].xxxx)).x;
    t7.x = (t7 * t6 + uintBitsToFloat(imms[2].yyyy)).x;
    t7.x = (t7 * t6 + uintBitsToFloat(imms[2].zzzz)).x;
    t7.x = (t7 * t6).x;
    t8.x = (t7 * t5 + t5).x;
    t9.x = ((-t8) + uintBitsToFloat(imms[2].wwww)).x;
    t9.x = (t9 + uintBitsToFloat(imms[3].xxxx)).x;
    t8.x = (mix(t8, t9, notEqual(imms[6].xxxx, uvec4(0u)))).x;
    t2.x = (uintBitsToFloat(floatBitsToUint(t8) | imms[4].yyyy)).x;
    {
        uint tgsi_w = (imms[4].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t2);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t15.x = (tgsi_div(uintBitsToFloat(imms[0].yyyy), uintBitsToFloat(imms[3].yyyy))).x;
    t15.x = (mix(uintBitsToFloat(imms[3].yyyy), t15, notEqual(imms[6].xxxx, uvec4(0u)))).x;
    t16.x = (t15 * t15).x;
    t17.x = (t16 * uintBitsToFloat(imms[0].zzzz) + uintBitsToFloat(imms[0].wwww)).x;
    t17.x = (t17 * t16 + uintBitsToFloat(imms[1].xxxx)).x;
    t17.x = (t17 * t16 + uintBitsToFloat(imms[1].yyyy)).x;
    t17.x = (t17 * t16 + uintBitsToFloat(imms[1].zzzz)).x;
    t17.x = (t17 * t16 + uintBitsToFloat(imms[1].wwww)).x;
    t17.x = (t17 * t16 + uintBitsToFloat(imms[2].xxxx)).x;
    t17.x = (t17 * t16 + uintBitsToFloat(imms[2].yyyy)).x;
    t17.x = (t17 * t16 + uintBitsToFloat(imms[2].zzzz)).x;
    t17.x = (t17 * t16).x;
    t18.x = (t17 * t15 + t15).x;
    t19.x = ((-t18) + uintBitsToFloat(imms[2].wwww)).x;
    t19.x = (t19 + uintBitsToFloat(imms[3].xxxx)).x;
    t18.x = (mix(t18, t19, notEqual(imms[6].xxxx, uvec4(0u)))).x;
    t12.x = (uintBitsToFloat(floatBitsToUint(t18) | imms[4].yyyy)).x;
    {
        uint tgsi_w = (imms[4].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t12);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t25.x = (tgsi_div(uintBitsToFloat(imms[0].yyyy), uintBitsToFloat(imms[7].xxxx))).x;
    t25.x = (mix(uintBitsToFloat(imms[7].xxxx), t25, notEqual(imms[8].xxxx, uvec4(0u)))).x;
    t26.x = (t25 * t25).x;
    t27.x = (t26 * uintBitsToFloat(imms[0].zzzz) + uintBitsToFloat(imms[0].wwww)).x;
    t27.x = (t27 * t26 + uintBitsToFloat(imms[1].xxxx)).x;
    t27.x = (t27 * t26 + uintBitsToFloat(imms[1].yyyy)).x;
    t27.x = (t27 * t26 + uintBitsToFloat(imms[1].zzzz)).x;
    t27.x = (t27 * t26 + uintBitsToFloat(imms[1].wwww)).x;
    t27.x = (t27 * t26 + uintBitsToFloat(imms[2].xxxx)).x;
    t27.x = (t27 * t26 + uintBitsToFloat(imms[2].yyyy)).x;
    t27.x = (t27 * t26 + uintBitsToFloat(imms[2].zzzz)).x;
    t27.x = (t27 * t26).x;
    t28.x = (t27 * t25 + t25).x;
    t29.x = ((-t28) + uintBitsToFloat(imms[2].wwww)).x;
    t29.x = (t29 + uintBitsToFloat(imms[3].xxxx)).x;
    t28.x = (mix(t28, t29, notEqual(imms[8].xxxx, uvec4(0u)))).x;
    t22.x = (uintBitsToFloat(floatBitsToUint(t28) | imms[4].xxxx)).x;
    {
        uint tgsi_w = (imms[4].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t22);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t35.x = (tgsi_div(uintBitsToFloat(imms[0].yyyy), uintBitsToFloat(imms[0].yyyy))).x;
    t35.x = (mix(uintBitsToFloat(imms[0].yyyy), t35, notEqual(imms[6].xxxx, uvec4(0u)))).x;
    t36.x = (t35 * t35).x;
    t37.x = (t36 * uintBitsToFloat(imms[0].zzzz) + uintBitsToFloat(imms[0].wwww)).x;
    t37.x = (t37 * t36 + uintBitsToFloat(imms[1].xxxx)).x;
    t37.x = (t37 * t36 + uintBitsToFloat(imms[1].yyyy)).x;
    t37.x = (t37 * t36 + uintBitsToFloat(imms[1].zzzz)).x;
    t37.x = (t37 * t36 + uintBitsToFloat(imms[1].wwww)).x;
    t37.x = (t37 * t36 + uintBitsToFloat(imms[2].xxxx)).x;
    t37.x = (t37 * t36 + uintBitsToFloat(imms[2].yyyy)).x;
    t37.x = (t37 * t36 + uintBitsToFloat(imms[2].zzzz)).x;
    t37.x = (t37 * t36).x;
    t38.x = (t37 * t35 + t35).x;
    t39.x = ((-t38) + uintBitsToFloat(imms[2].wwww)).x;
    t39.x = (t39 + uintBitsToFloat(imms[3].xxxx)).x;
    t38.x = (mix(t38, t39, notEqual(imms[6].xxxx, uvec4(0u)))).x;
    t32.x = (uintBitsToFloat(floatBitsToUint(t38) | imms[4].yyyy)).x;
    {
        uint tgsi_w = (imms[5].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t32);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
