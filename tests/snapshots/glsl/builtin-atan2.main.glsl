#version 450 core
// Translated from TGSI by Tungsten (COMP, 66 instructions)
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
const uvec4 imms[6] = uvec4[6](
    uvec4(0u, 1065353216u, 3212836864u, 1017818719u),
    uvec4(3182320182u, 1043887842u, 3198754052u, 1065350968u),
    uvec4(1070141403u, 1078530011u, 3221225472u, 0u),
    uvec4(0u, 4u, 8u, 12u),
    uvec4(16u, 0u, 0u, 0u),
    uvec4(1073741824u, 1073741824u, 1073741824u, 1073741824u));
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
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t6.x = (tgsi_div(uintBitsToFloat(imms[0].yyyy), uintBitsToFloat(imms[0].yyyy))).x;
    t7.x = (t6 * t6).x;
    t8.x = (t7 * uintBitsToFloat(imms[0].wwww) + uintBitsToFloat(imms[1].xxxx)).x;
    t8.x = (t8 * t7 + uintBitsToFloat(imms[1].yyyy)).x;
    t8.x = (t8 * t7 + uintBitsToFloat(imms[1].zzzz)).x;
    t8.x = (t8 * t7 + uintBitsToFloat(imms[1].wwww)).x;
    t8.x = (t8 * t6).x;
    t9.x = ((-t8) + uintBitsToFloat(imms[2].xxxx)).x;
    t8.x = (uintBitsToFloat(imms[0].xxxx) * (t9 - t8) + t8).x;
    t9.x = ((-t8) + uintBitsToFloat(imms[2].yyyy)).x;
    t8.x = (uintBitsToFloat(imms[0].xxxx) * (t9 - t8) + t8).x;
    t5.x = (uintBitsToFloat(imms[0].xxxx) * ((-t8) - t8) + t8).x;
    {
        uint tgsi_w = (imms[3].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t5);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t13.x = (tgsi_div(uintBitsToFloat(imms[0].yyyy), uintBitsToFloat(imms[0].yyyy))).x;
    t14.x = (t13 * t13).x;
    t15.x = (t14 * uintBitsToFloat(imms[0].wwww) + uintBitsToFloat(imms[1].xxxx)).x;
    t15.x = (t15 * t14 + uintBitsToFloat(imms[1].yyyy)).x;
    t15.x = (t15 * t14 + uintBitsToFloat(imms[1].zzzz)).x;
    t15.x = (t15 * t14 + uintBitsToFloat(imms[1].wwww)).x;
    t15.x = (t15 * t13).x;
    t16.x = ((-t15) + uintBitsToFloat(imms[2].xxxx)).x;
    t15.x = (uintBitsToFloat(imms[0].xxxx) * (t16 - t15) + t15).x;
    t16.x = ((-t15) + uintBitsToFloat(imms[2].yyyy)).x;
    t15.x = (uintBitsToFloat(imms[0].yyyy) * (t16 - t15) + t15).x;
    t12.x = (uintBitsToFloat(imms[0].xxxx) * ((-t15) - t15) + t15).x;
    {
        uint tgsi_w = (imms[3].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t12);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t20.x = (tgsi_div(uintBitsToFloat(imms[0].yyyy), uintBitsToFloat(imms[0].yyyy))).x;
    t21.x = (t20 * t20).x;
    t22.x = (t21 * uintBitsToFloat(imms[0].wwww) + uintBitsToFloat(imms[1].xxxx)).x;
    t22.x = (t22 * t21 + uintBitsToFloat(imms[1].yyyy)).x;
    t22.x = (t22 * t21 + uintBitsToFloat(imms[1].zzzz)).x;
    t22.x = (t22 * t21 + uintBitsToFloat(imms[1].wwww)).x;
    t22.x = (t22 * t20).x;
    t23.x = ((-t22) + uintBitsToFloat(imms[2].xxxx)).x;
    t22.x = (uintBitsToFloat(imms[0].xxxx) * (t23 - t22) + t22).x;
    t23.x = ((-t22) + uintBitsToFloat(imms[2].yyyy)).x;
    t22.x = (uintBitsToFloat(imms[0].yyyy) * (t23 - t22) + t22).x;
    t19.x = (uintBitsToFloat(imms[0].yyyy) * ((-t22) - t22) + t22).x;
    {
        uint tgsi_w = (imms[3].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t19);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t28.x = (tgsi_div(uintBitsToFloat(imms[0].yyyy), uintBitsToFloat(imms[5].xxxx))).x;
    t29.x = (t28 * t28).x;
    t30.x = (t29 * uintBitsToFloat(imms[0].wwww) + uintBitsToFloat(imms[1].xxxx)).x;
    t30.x = (t30 * t29 + uintBitsToFloat(imms[1].yyyy)).x;
    t30.x = (t30 * t29 + uintBitsToFloat(imms[1].zzzz)).x;
    t30.x = (t30 * t29 + uintBitsToFloat(imms[1].wwww)).x;
    t30.x = (t30 * t28).x;
    t31.x = ((-t30) + uintBitsToFloat(imms[2].xxxx)).x;
    t30.x = (uintBitsToFloat(imms[0].yyyy) * (t31 - t30) + t30).x;
    t31.x = ((-t30) + uintBitsToFloat(imms[2].yyyy)).x;
    t30.x = (uintBitsToFloat(imms[0].xxxx) * (t31 - t30) + t30).x;
    t27.x = (uintBitsToFloat(imms[0].yyyy) * ((-t30) - t30) + t30).x;
    {
        uint tgsi_w = (imms[3].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t27);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t35.x = (tgsi_div(uintBitsToFloat(imms[0].xxxx), uintBitsToFloat(imms[0].yyyy))).x;
    t36.x = (t35 * t35).x;
    t37.x = (t36 * uintBitsToFloat(imms[0].wwww) + uintBitsToFloat(imms[1].xxxx)).x;
    t37.x = (t37 * t36 + uintBitsToFloat(imms[1].yyyy)).x;
    t37.x = (t37 * t36 + uintBitsToFloat(imms[1].zzzz)).x;
    t37.x = (t37 * t36 + uintBitsToFloat(imms[1].wwww)).x;
    t37.x = (t37 * t35).x;
    t38.x = ((-t37) + uintBitsToFloat(imms[2].xxxx)).x;
    t37.x = (uintBitsToFloat(imms[0].xxxx) * (t38 - t37) + t37).x;
    t38.x = ((-t37) + uintBitsToFloat(imms[2].yyyy)).x;
    t37.x = (uintBitsToFloat(imms[0].yyyy) * (t38 - t37) + t37).x;
    t34.x = (uintBitsToFloat(imms[0].xxxx) * ((-t37) - t37) + t37).x;
    {
        uint tgsi_w = (imms[4].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t34);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
