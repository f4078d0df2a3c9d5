#version 450 core
// Translated from TGSI by Tungsten (COMP, 38 instructions)
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
const uvec4 imms[4] = uvec4[4](
    uvec4(0u, 1065353216u, 3212836864u, 1056964608u),
    uvec4(1073741824u, 1123942400u, 1132396544u, 0u),
    uvec4(255u, 0u, 4u, 16u),
    uvec4(0u, 8u, 16u, 24u));
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
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0 = uintBitsToFloat(imms[0].xxxx);
    t1 = uintBitsToFloat(imms[0].xxxx);
    t2.x = (uintBitsToFloat(imms[0].yyyy)).x;
    t2.y = (uintBitsToFloat(imms[0].zzzz)).y;
    t2.z = (uintBitsToFloat(imms[0].wwww)).z;
    t2.w = (uintBitsToFloat(imms[0].xxxx)).w;
    t0 = t2;
    t3.x = (uintBitsToFloat(imms[0].yyyy)).x;
    t3.y = (uintBitsToFloat(imms[0].xxxx)).y;
    t3.z = (uintBitsToFloat(imms[0].wwww)).z;
    t3.w = (uintBitsToFloat(imms[1].xxxx)).w;
    t1 = t3;
    t4 = t0;
    t6 = tgsi_max(t4, uintBitsToFloat(imms[0].zzzz));
    t6 = tgsi_min(t6, uintBitsToFloat(imms[0].yyyy));
    t6 = t6 * uintBitsToFloat(imms[1].yyyy) + uintBitsToFloat(imms[0].wwww);
    t6 = floor(t6);
    t6 = intBitsToFloat(tgsi_f2i(t6));
    t6 = uintBitsToFloat(floatBitsToUint(t6) & imms[2].xxxx);
    t6 = uintBitsToFloat(floatBitsToUint(t6) << (imms[3] & 31u));
    t7.x = (t6.xxxx).x;
    t7.x = (uintBitsToFloat(floatBitsToUint(t7.xxxx) | floatBitsToUint(t6.yyyy))).x;
    t7.x = (uintBitsToFloat(floatBitsToUint(t7.xxxx) | floatBitsToUint(t6.zzzz))).x;
    t7.x = (uintBitsToFloat(floatBitsToUint(t7.xxxx) | floatBitsToUint(t6.wwww))).x;
    t5.x = (t7.xxxx).x;
    {
        uint tgsi_w = (imms[2].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t5);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t8 = t1;
    {
        precise vec4 tgsi_sv = t8;
        t10 = tgsi_sat(tgsi_sv);
    }
    t10 = t10 * uintBitsToFloat(imms[1].zzzz) + uintBitsToFloat(imms[0].wwww);
    t10 = uintBitsToFloat(tgsi_f2u(t10));
    t10 = uintBitsToFloat(floatBitsToUint(t10) << (imms[3] & 31u));
    t11.x = (t10.xxxx).x;
    t11.x = (uintBitsToFloat(floatBitsToUint(t11.xxxx) | floatBitsToUint(t10.yyyy))).x;
    t11.x = (uintBitsToFloat(floatBitsToUint(t11.xxxx) | floatBitsToUint(t10.zzzz))).x;
    t11.x = (uintBitsToFloat(floatBitsToUint(t11.xxxx) | floatBitsToUint(t10.wwww))).x;
    t9.x = (t11.xxxx).x;
    {
        uint tgsi_w = (imms[2].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t9);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
