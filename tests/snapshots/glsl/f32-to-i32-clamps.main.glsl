#version 450 core
// Translated from TGSI by Tungsten (COMP, 46 instructions)
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
const uvec4 imms[5] = uvec4[5](
    uvec4(0u, 1328730206u, 3476213854u, 3225000346u),
    uvec4(1082088489u, 1053609165u, 3472883712u, 1325400064u),
    uvec4(1325400063u, 0u, 0u, 0u),
    uvec4(2147483647u, 0u, 4u, 8u),
    uvec4(12u, 16u, 0u, 0u));
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
vec4 tgsi_min(vec4 a, vec4 b) {
    return mix(mix(a, b, lessThan(b, a)), b, isnan(a));
}
vec4 tgsi_max(vec4 a, vec4 b) {
    return mix(mix(a, b, greaterThan(b, a)), b, isnan(a));
}
ivec4 tgsi_f2i(vec4 v) {
    ivec4 r;
    for (int i = 0; i < 4; i++) {
        // NaN fails both comparisons.
        r[i] = (v[i] >= -2147483648.0 && v[i] < 2147483648.0) ? int(v[i]) : (-2147483647 - 1);
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
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0 = uintBitsToFloat(imms[0].xxxx);
    t1 = uintBitsToFloat(imms[0].xxxx);
    t2 = uintBitsToFloat(imms[0].xxxx);
    t3 = uintBitsToFloat(imms[0].xxxx);
    t4 = uintBitsToFloat(imms[0].xxxx);
    t0 = uintBitsToFloat(imms[0].yyyy);
    t1 = uintBitsToFloat(imms[0].zzzz);
    t2 = uintBitsToFloat(imms[0].wwww);
    t3 = uintBitsToFloat(imms[1].xxxx);
    t4 = uintBitsToFloat(imms[1].yyyy);
    t5 = t0;
    t7.x = (tgsi_max(t5, uintBitsToFloat(imms[1].zzzz))).x;
    t8.x = (intBitsToFloat(-ivec4(greaterThanEqual(t7, uintBitsToFloat(imms[1].wwww))))).x;
    t7.x = (tgsi_min(t7, uintBitsToFloat(imms[2].xxxx))).x;
    t6.x = (intBitsToFloat(tgsi_f2i(t7))).x;
    t6.x = (mix(t6, uintBitsToFloat(imms[3].xxxx), notEqual(floatBitsToUint(t8), uvec4(0u)))).x;
    {
        uint tgsi_w = (imms[3].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t6);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t9 = t1;
    t11.x = (tgsi_max(t9, uintBitsToFloat(imms[1].zzzz))).x;
    t12.x = (intBitsToFloat(-ivec4(greaterThanEqual(t11, uintBitsToFloat(imms[1].wwww))))).x;
    t11.x = (tgsi_min(t11, uintBitsToFloat(imms[2].xxxx))).x;
    t10.x = (intBitsToFloat(tgsi_f2i(t11))).x;
    t10.x = (mix(t10, uintBitsToFloat(imms[3].xxxx), notEqual(floatBitsToUint(t12), uvec4(0u)))).x;
    {
        uint tgsi_w = (imms[3].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t10);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t13 = t2;
    t15.x = (tgsi_max(t13, uintBitsToFloat(imms[1].zzzz))).x;
    t16.x = (intBitsToFloat(-ivec4(greaterThanEqual(t15, uintBitsToFloat(imms[1].wwww))))).x;
    t15.x = (tgsi_min(t15, uintBitsToFloat(imms[2].xxxx))).x;
    t14.x = (intBitsToFloat(tgsi_f2i(t15))).x;
    t14.x = (mix(t14, uintBitsToFloat(imms[3].xxxx), notEqual(floatBitsToUint(t16), uvec4(0u)))).x;
    {
        uint tgsi_w = (imms[3].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t14);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t17 = t3;
    t19.x = (tgsi_max(t17, uintBitsToFloat(imms[1].zzzz))).x;
    t20.x = (intBitsToFloat(-ivec4(greaterThanEqual(t19, uintBitsToFloat(imms[1].wwww))))).x;
    t19.x = (tgsi_min(t19, uintBitsToFloat(imms[2].xxxx))).x;
    t18.x = (intBitsToFloat(tgsi_f2i(t19))).x;
    t18.x = (mix(t18, uintBitsToFloat(imms[3].xxxx), notEqual(floatBitsToUint(t20), uvec4(0u)))).x;
    {
        uint tgsi_w = (imms[4].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t18);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t21 = t4;
    t23.x = (tgsi_max(t21, uintBitsToFloat(imms[1].zzzz))).x;
    t24.x = (intBitsToFloat(-ivec4(greaterThanEqual(t23, uintBitsToFloat(imms[1].wwww))))).x;
    t23.x = (tgsi_min(t23, uintBitsToFloat(imms[2].xxxx))).x;
    t22.x = (intBitsToFloat(tgsi_f2i(t23))).x;
    t22.x = (mix(t22, uintBitsToFloat(imms[3].xxxx), notEqual(floatBitsToUint(t24), uvec4(0u)))).x;
    {
        uint tgsi_w = (imms[4].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t22);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
