#version 450 core
// Translated from TGSI by Tungsten (COMP, 19 instructions)
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
const uvec4 imms[16] = uvec4[16](
    uvec4(0u, 1119092736u, 1069066811u, 3207688704u),
    uvec4(3049242254u, 1065353216u, 3204448256u, 0u),
    uvec4(4294967295u, 0u, 0u, 0u),
    uvec4(0u, 4u, 8u, 0u),
    uvec4(1065353216u, 1065353216u, 1065353216u, 1065353216u),
    uvec4(1050483712u, 1050483712u, 1050483712u, 1050483712u),
    uvec4(1050483664u, 1050483664u, 1050483664u, 1050483664u),
    uvec4(1055041772u, 1055041772u, 1055041772u, 1055041772u),
    uvec4(1u, 1u, 1u, 1u),
    uvec4(4294967294u, 4294967294u, 4294967294u, 4294967294u),
    uvec4(1056964608u, 1056964608u, 1056964608u, 1056964608u),
    uvec4(1056964608u, 1056964608u, 1056964608u, 1056964608u),
    uvec4(1060678203u, 1060678203u, 1060678203u, 1060678203u),
    uvec4(3192244224u, 3192244224u, 3192244224u, 3192244224u),
    uvec4(3192244320u, 3192244320u, 3192244320u, 3192244320u),
    uvec4(3197021066u, 3197021066u, 3197021066u, 3197021066u));
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
float tgsi_pow2(int k) {
    return uintBitsToFloat(uint(k + 127) << 23);
}
vec4 tgsi_ldexp(vec4 x, ivec4 e) {
    vec4 r;
    for (int i = 0; i < 4; i++) {
        int k = clamp(e[i], -378, 378);
        int a = k / 3;
        int b = (k - a) / 2;
        precise float s = x[i] * tgsi_pow2(a) * tgsi_pow2(b) * tgsi_pow2(k - a - b);
        r[i] = s;
    }
    return r;
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
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t8.x = (vec4(exp2((uintBitsToFloat(imms[0].xxxx)).x))).x;
    t9.x = (vec4(tgsi_div(1.0, (t8).x))).x;
    t8.x = (tgsi_ldexp(t8, ivec4(imms[2].xxxx))).x;
    t9.x = (tgsi_ldexp(t9, ivec4(imms[2].xxxx))).x;
    t2.x = (t8 + t9).x;
    {
        uint tgsi_w = (imms[3].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t2);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t20.x = (vec4(exp2((uintBitsToFloat(imms[7].xxxx)).x))).x;
    t21.x = (vec4(tgsi_div(1.0, (t20).x))).x;
    t20.x = (tgsi_ldexp(t20, ivec4(imms[2].yyyy))).x;
    t21.x = (tgsi_ldexp(t21, ivec4(imms[9].xxxx))).x;
    t14.x = (t20 + t21).x;
    {
        uint tgsi_w = (imms[3].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t14);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t32.x = (vec4(exp2((uintBitsToFloat(imms[15].xxxx)).x))).x;
    t33.x = (vec4(tgsi_div(1.0, (t32).x))).x;
    t32.x = (tgsi_ldexp(t32, ivec4(imms[2].yyyy))).x;
    t33.x = (tgsi_ldexp(t33, ivec4(imms[9].xxxx))).x;
    t26.x = (t32 + t33).x;
    {
        uint tgsi_w = (imms[3].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t26);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
