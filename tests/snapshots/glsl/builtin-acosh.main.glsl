#version 450 core
// Translated from TGSI by Tungsten (COMP, 25 instructions)
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
const uvec4 imms[13] = uvec4[13](
    uvec4(0u, 1065353216u, 3212836864u, 950737111u),
    uvec4(3120813812u, 988397793u, 3149243783u, 1016696183u),
    uvec4(3182078588u, 1060205080u, 1073741824u, 0u),
    uvec4(0u, 4u, 0u, 0u),
    uvec4(4294967295u, 4294967295u, 4294967295u, 4294967295u),
    uvec4(3118262194u, 3118262194u, 3118262194u, 3118262194u),
    uvec4(984778484u, 984778484u, 984778484u, 984778484u),
    uvec4(3146318794u, 3146318794u, 3146318794u, 3146318794u),
    uvec4(1013881097u, 1013881097u, 1013881097u, 1013881097u),
    uvec4(3180123995u, 3180123995u, 3180123995u, 3180123995u),
    uvec4(1064199445u, 1064199445u, 1064199445u, 1064199445u),
    uvec4(1082130432u, 1082130432u, 1082130432u, 1082130432u),
    uvec4(0u, 0u, 0u, 0u));
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
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t4.x = (vec4(tgsi_sqrt((uintBitsToFloat(imms[0].xxxx)).x))).x;
    t6.x = (t4 * uintBitsToFloat(imms[0].yyyy)).x;
    t8.x = (tgsi_div(uintBitsToFloat(imms[0].yyyy), uintBitsToFloat(imms[0].yyyy))).x;
    t8.x = (uintBitsToFloat(imms[0].yyyy) + (-t8)).x;
    t8.x = (vec4(tgsi_sqrt((t8).x))).x;
    t8.x = (t8 + uintBitsToFloat(imms[0].yyyy)).x;
    t9.x = (vec4(tgsi_log2((uintBitsToFloat(imms[0].yyyy)).x))).x;
    t10.x = (vec4(tgsi_log2((t8).x))).x;
    t11.x = (t9 + t10).x;
    t12.x = (t11 * uintBitsToFloat(imms[2].yyyy)).x;
    t2.x = (mix(t12, t6, notEqual(imms[4].xxxx, uvec4(0u)))).x;
    {
        uint tgsi_w = (imms[3].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t2);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t17.x = (vec4(tgsi_sqrt((uintBitsToFloat(imms[2].zzzz)).x))).x;
    t19.x = (t17 * uintBitsToFloat(imms[10].xxxx)).x;
    t21.x = (tgsi_div(uintBitsToFloat(imms[0].yyyy), uintBitsToFloat(imms[11].xxxx))).x;
    t21.x = (uintBitsToFloat(imms[0].yyyy) + (-t21)).x;
    t21.x = (vec4(tgsi_sqrt((t21).x))).x;
    t21.x = (t21 + uintBitsToFloat(imms[0].yyyy)).x;
    t22.x = (vec4(tgsi_log2((uintBitsToFloat(imms[2].zzzz)).x))).x;
    t23.x = (vec4(tgsi_log2((t21).x))).x;
    t24.x = (t22 + t23).x;
    t25.x = (t24 * uintBitsToFloat(imms[2].yyyy)).x;
    t15.x = (mix(t25, t19, notEqual(imms[12].xxxx, uvec4(0u)))).x;
    {
        uint tgsi_w = (imms[3].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t15);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
