#version 450 core
// Translated from TGSI by Tungsten (COMP, 37 instructions)
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
const uvec4 imms[4] = uvec4[4](
    uvec4(0u, 1335165689u, 3236954112u, 1082088489u),
    uvec4(1332636456u, 1333788672u, 1333788671u, 0u),
    uvec4(4294967295u, 0u, 4u, 8u),
    uvec4(12u, 0u, 0u, 0u));
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
vec4 tgsi_min(vec4 a, vec4 b) {
    return mix(mix(a, b, lessThan(b, a)), b, isnan(a));
}
vec4 tgsi_max(vec4 a, vec4 b) {
    return mix(mix(a, b, greaterThan(b, a)), b, isnan(a));
}
uvec4 tgsi_f2u(vec4 v) {
    // Selects through bool-to-uint conversions: mix() on unsigned vectors needs GLSL 4.50
    // or EXT_shader_integer_mix, and this helper must also work in the GLSL 3.30 mode.
    uvec4 r = uvec4(max(v, vec4(0.0))) * uvec4(greaterThan(v, vec4(-1.0)));
    return r | uvec4(greaterThanEqual(v, vec4(4294967296.0))) * 0xffffffffu;
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
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0 = uintBitsToFloat(imms[0].xxxx);
    t1 = uintBitsToFloat(imms[0].xxxx);
    t2 = uintBitsToFloat(imms[0].xxxx);
    t3 = uintBitsToFloat(imms[0].xxxx);
    t0 = uintBitsToFloat(imms[0].yyyy);
    t1 = uintBitsToFloat(imms[0].zzzz);
    t2 = uintBitsToFloat(imms[0].wwww);
    t3 = uintBitsToFloat(imms[1].xxxx);
    t4 = t0;
    t6.x = (tgsi_max(t4, uintBitsToFloat(imms[0].xxxx))).x;
    t7.x = (intBitsToFloat(-ivec4(greaterThanEqual(t6, uintBitsToFloat(imms[1].yyyy))))).x;
    t6.x = (tgsi_min(t6, uintBitsToFloat(imms[1].zzzz))).x;
    t5.x = (uintBitsToFloat(tgsi_f2u(t6))).x;
    t5.x = (mix(t5, uintBitsToFloat(imms[2].xxxx), notEqual(floatBitsToUint(t7), uvec4(0u)))).x;
    {
        uint tgsi_w = (imms[2].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t5);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t8 = t1;
    t10.x = (tgsi_max(t8, uintBitsToFloat(imms[0].xxxx))).x;
    t11.x = (intBitsToFloat(-ivec4(greaterThanEqual(t10, uintBitsToFloat(imms[1].yyyy))))).x;
    t10.x = (tgsi_min(t10, uintBitsToFloat(imms[1].zzzz))).x;
    t9.x = (uintBitsToFloat(tgsi_f2u(t10))).x;
    t9.x = (mix(t9, uintBitsToFloat(imms[2].xxxx), notEqual(floatBitsToUint(t11), uvec4(0u)))).x;
    {
        uint tgsi_w = (imms[2].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t9);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t12 = t2;
    t14.x = (tgsi_max(t12, uintBitsToFloat(imms[0].xxxx))).x;
    t15.x = (intBitsToFloat(-ivec4(greaterThanEqual(t14, uintBitsToFloat(imms[1].yyyy))))).x;
    t14.x = (tgsi_min(t14, uintBitsToFloat(imms[1].zzzz))).x;
    t13.x = (uintBitsToFloat(tgsi_f2u(t14))).x;
    t13.x = (mix(t13, uintBitsToFloat(imms[2].xxxx), notEqual(floatBitsToUint(t15), uvec4(0u)))).x;
    {
        uint tgsi_w = (imms[2].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t13);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t16 = t3;
    t18.x = (tgsi_max(t16, uintBitsToFloat(imms[0].xxxx))).x;
    t19.x = (intBitsToFloat(-ivec4(greaterThanEqual(t18, uintBitsToFloat(imms[1].yyyy))))).x;
    t18.x = (tgsi_min(t18, uintBitsToFloat(imms[1].zzzz))).x;
    t17.x = (uintBitsToFloat(tgsi_f2u(t18))).x;
    t17.x = (mix(t17, uintBitsToFloat(imms[2].xxxx), notEqual(floatBitsToUint(t19), uvec4(0u)))).x;
    {
        uint tgsi_w = (imms[3].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t17);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
