#version 450 core
// Translated from TGSI by Tungsten (COMP, 34 instructions)
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
const uvec4 imms[26] = uvec4[26](
    uvec4(0u, 976252126u, 3145419294u, 1009436944u),
    uvec4(3164411567u, 1022445508u, 3174447108u, 1033474766u),
    uvec4(3190467218u, 1065353216u, 1060205080u, 3221225472u),
    uvec4(2147483648u, 0u, 4u, 8u),
    uvec4(2147483648u, 2147483648u, 2147483648u, 2147483648u),
    uvec4(0u, 0u, 0u, 0u),
    uvec4(3142528742u, 3142528742u, 3142528742u, 3142528742u),
    uvec4(1005451949u, 1005451949u, 1005451949u, 1005451949u),
    uvec4(3158519816u, 3158519816u, 3158519816u, 3158519816u),
    uvec4(1016049600u, 1016049600u, 1016049600u, 1016049600u),
    uvec4(3168583752u, 3168583752u, 3168583752u, 3168583752u),
    uvec4(1027917176u, 1027917176u, 1027917176u, 1027917176u),
    uvec4(3186815592u, 3186815592u, 3186815592u, 3186815592u),
    uvec4(1063362995u, 1063362995u, 1063362995u, 1063362995u),
    uvec4(1073741824u, 1073741824u, 1073741824u, 1073741824u),
    uvec4(1082130432u, 1082130432u, 1082130432u, 1082130432u),
    uvec4(3130374784u, 3130374784u, 3130374784u, 3130374784u),
    uvec4(1002428320u, 1002428320u, 1002428320u, 1002428320u),
    uvec4(998966212u, 998966212u, 998966212u, 998966212u),
    uvec4(1027483076u, 1027483076u, 1027483076u, 1027483076u),
    uvec4(1041274819u, 1041274819u, 1041274819u, 1041274819u),
    uvec4(1059310109u, 1059310109u, 1059310109u, 1059310109u),
    uvec4(1075388276u, 1075388276u, 1075388276u, 1075388276u),
    uvec4(1092165492u, 1092165492u, 1092165492u, 1092165492u),
    uvec4(1101602676u, 1101602676u, 1101602676u, 1101602676u),
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
float tgsi_sqrt(float x) {
    if (x > 0.0 && !isinf(x)) {
        return sqrt(x);
    }
    return (x == 0.0 || x > 0.0) ? x : uintBitsToFloat(0x7fc00000u);
}
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
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t7.x = (tgsi_div(uintBitsToFloat(imms[2].yyyy), uintBitsToFloat(imms[0].xxxx))).x;
    t7.x = (uintBitsToFloat(imms[2].yyyy) + t7).x;
    t7.x = (vec4(tgsi_sqrt((t7).x))).x;
    t7.x = (t7 + uintBitsToFloat(imms[2].yyyy)).x;
    t8.x = (vec4(tgsi_log2((uintBitsToFloat(imms[0].xxxx)).x))).x;
    t9.x = (vec4(tgsi_log2((t7).x))).x;
    t10.x = (t8 + t9).x;
    t11.x = (t10 * uintBitsToFloat(imms[2].zzzz)).x;
    t13.x = (mix(uintBitsToFloat(imms[0].xxxx), t11, notEqual(imms[5].xxxx, uvec4(0u)))).x;
    t2.x = (uintBitsToFloat(floatBitsToUint(t13) | imms[3].yyyy)).x;
    {
        uint tgsi_w = (imms[3].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t2);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t21.x = (tgsi_div(uintBitsToFloat(imms[2].yyyy), uintBitsToFloat(imms[2].yyyy))).x;
    t21.x = (uintBitsToFloat(imms[2].yyyy) + t21).x;
    t21.x = (vec4(tgsi_sqrt((t21).x))).x;
    t21.x = (t21 + uintBitsToFloat(imms[2].yyyy)).x;
    t22.x = (vec4(tgsi_log2((uintBitsToFloat(imms[2].yyyy)).x))).x;
    t23.x = (vec4(tgsi_log2((t21).x))).x;
    t24.x = (t22 + t23).x;
    t25.x = (t24 * uintBitsToFloat(imms[2].zzzz)).x;
    t27.x = (mix(uintBitsToFloat(imms[13].xxxx), t25, notEqual(imms[5].xxxx, uvec4(0u)))).x;
    t16.x = (uintBitsToFloat(floatBitsToUint(t27) | imms[3].yyyy)).x;
    {
        uint tgsi_w = (imms[3].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t16);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t35.x = (tgsi_div(uintBitsToFloat(imms[2].yyyy), uintBitsToFloat(imms[15].xxxx))).x;
    t35.x = (uintBitsToFloat(imms[2].yyyy) + t35).x;
    t35.x = (vec4(tgsi_sqrt((t35).x))).x;
    t35.x = (t35 + uintBitsToFloat(imms[2].yyyy)).x;
    t36.x = (vec4(tgsi_log2((uintBitsToFloat(imms[14].xxxx)).x))).x;
    t37.x = (vec4(tgsi_log2((t35).x))).x;
    t38.x = (t36 + t37).x;
    t39.x = (t38 * uintBitsToFloat(imms[2].zzzz)).x;
    t41.x = (mix(uintBitsToFloat(imms[24].xxxx), t39, notEqual(imms[25].xxxx, uvec4(0u)))).x;
    t30.x = (uintBitsToFloat(floatBitsToUint(t41) | imms[3].xxxx)).x;
    {
        uint tgsi_w = (imms[3].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t30);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
