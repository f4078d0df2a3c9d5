#version 450 core
// Translated from TGSI by Tungsten (COMP, 26 instructions)
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
const uvec4 imms[4] = uvec4[4](
    uvec4(0u, 1065353216u, 3204448256u, 1056964608u),
    uvec4(3221225472u, 3212836864u, 1191181824u, 1199570688u),
    uvec4(65535u, 0u, 16u, 4u),
    uvec4(8u, 0u, 0u, 0u));
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
vec4 tgsi_sat(vec4 v) {
    return mix(vec4(0.0), mix(vec4(1.0), v, lessThan(v, vec4(1.0))), greaterThan(v, vec4(0.0)));
}
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
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t3.x = (uintBitsToFloat(imms[0].yyyy)).x;
    t3.y = (uintBitsToFloat(imms[0].zzzz)).y;
    t4.x = (uintBitsToFloat(imms[0].wwww)).x;
    t4.y = (uintBitsToFloat(imms[0].yyyy)).y;
    t5.x = (uintBitsToFloat(imms[0].yyyy)).x;
    t5.y = (uintBitsToFloat(imms[1].xxxx)).y;
    t8 = tgsi_max(t3, uintBitsToFloat(imms[1].yyyy));
    t8 = tgsi_min(t8, uintBitsToFloat(imms[0].yyyy));
    t8 = t8 * uintBitsToFloat(imms[1].zzzz) + uintBitsToFloat(imms[0].wwww);
    t8 = floor(t8);
    t8 = intBitsToFloat(tgsi_f2i(t8));
    t8 = uintBitsToFloat(floatBitsToUint(t8) & imms[2].xxxx);
    t8 = uintBitsToFloat(floatBitsToUint(t8) << (imms[2].yzyy & 31u));
    t9.x = (uintBitsToFloat(floatBitsToUint(t8.xxxx) | floatBitsToUint(t8.yyyy))).x;
    t7.x = (t9.xxxx).x;
    {
        uint tgsi_w = (imms[2].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t7);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        precise vec4 tgsi_sv = t4;
        t12 = tgsi_sat(tgsi_sv);
    }
    t12 = t12 * uintBitsToFloat(imms[1].wwww) + uintBitsToFloat(imms[0].wwww);
    t12 = uintBitsToFloat(tgsi_f2u(t12));
    t12 = uintBitsToFloat(floatBitsToUint(t12) << (imms[2].yzyy & 31u));
    t13.x = (uintBitsToFloat(floatBitsToUint(t12.xxxx) | floatBitsToUint(t12.yyyy))).x;
    t11.x = (t13.xxxx).x;
    {
        uint tgsi_w = (imms[2].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t11);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t15.x = (uintBitsToFloat(uvec4(packHalf2x16((t5.xyxx).xy)))).x;
    {
        uint tgsi_w = (imms[3].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t15);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
