#version 450 core
// Translated from TGSI by Tungsten (COMP, 29 instructions)
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
const uvec4 imms[5] = uvec4[5](
    uvec4(0u, 4u, 8u, 3221240832u),
    uvec4(1036831949u, 3221225472u, 1232348160u, 855638016u),
    uvec4(859832320u, 1157632000u, 1073741824u, 0u),
    uvec4(1333788672u, 1333788671u, 0u, 0u),
    uvec4(4294967295u, 12u, 16u, 0u));
layout(std430, binding = 1) buffer tgsi_cs_buffer1 { uint data[]; } tgsi_buf1;
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
    t20 = vec4(0.0);
    t21 = vec4(0.0);
    t22 = vec4(0.0);
    t23 = vec4(0.0);
    t24 = vec4(0.0);
    t25 = vec4(0.0);
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    {
        uint tgsi_o = (imms[0].xxxx).x;
        uvec4 tgsi_v = uvec4(0u);
        if (uint(tgsi_buf1.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf1.data.length()) - 1u) * 4u) {
            uint tgsi_w = tgsi_o >> 2;
            tgsi_v.x = tgsi_buf1.data[tgsi_w + 0u];
        }
        t0.x = (uintBitsToFloat(tgsi_v)).x;
    }
    {
        uint tgsi_o = (imms[0].xxxx).x;
        uvec4 tgsi_v = uvec4(0u);
        if (uint(tgsi_buf1.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf1.data.length()) - 1u) * 4u) {
            uint tgsi_w = tgsi_o >> 2;
            tgsi_v.x = tgsi_buf1.data[tgsi_w + 0u];
        }
        t4.x = (uintBitsToFloat(tgsi_v)).x;
    }
    t5.x = (vec4(floatBitsToUint(t4))).x;
    t7.xy = (uintBitsToFloat(imms[1].xyxx) * t5.xxxx).xy;
    t8.x = (uintBitsToFloat(uvec4(packHalf2x16((t7).xy)))).x;
    {
        uint tgsi_w = (imms[0].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t8);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t10.xy = (uintBitsToFloat(imms[1].zwzz) * t5.xxxx).xy;
    t11.x = (uintBitsToFloat(uvec4(packHalf2x16((t10).xy)))).x;
    {
        uint tgsi_w = (imms[0].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t11);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t13.xy = (uintBitsToFloat(imms[2].xyxx) * t5.xxxx).xy;
    t14.x = (uintBitsToFloat(uvec4(packHalf2x16((t13).xy)))).x;
    {
        uint tgsi_w = (imms[0].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t14);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_o = (imms[0].xxxx).x;
        uvec4 tgsi_v = uvec4(0u);
        if (uint(tgsi_buf1.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf1.data.length()) - 1u) * 4u) {
            uint tgsi_w = tgsi_o >> 2;
            tgsi_v.x = tgsi_buf1.data[tgsi_w + 0u];
        }
        t15.x = (uintBitsToFloat(tgsi_v)).x;
    }
    t16.x = (uintBitsToFloat(imms[0].wwww * floatBitsToUint(t15))).x;
    t17.xy = ((unpackHalf2x16((floatBitsToUint(t16.xxxx)).x)).xyxy).xy;
    t18.x = (t17.xxxx + uintBitsToFloat(imms[2].zzzz)).x;
    t20.x = (tgsi_max(t18, uintBitsToFloat(imms[2].wwww))).x;
    t21.x = (intBitsToFloat(-ivec4(greaterThanEqual(t20, uintBitsToFloat(imms[3].xxxx))))).x;
    t20.x = (tgsi_min(t20, uintBitsToFloat(imms[3].yyyy))).x;
    t19.x = (uintBitsToFloat(tgsi_f2u(t20))).x;
    t19.x = (mix(t19, uintBitsToFloat(imms[4].xxxx), notEqual(floatBitsToUint(t21), uvec4(0u)))).x;
    {
        uint tgsi_w = (imms[4].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t19);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t24.x = (tgsi_max((-t17.yyyy), uintBitsToFloat(imms[2].wwww))).x;
    t25.x = (intBitsToFloat(-ivec4(greaterThanEqual(t24, uintBitsToFloat(imms[3].xxxx))))).x;
    t24.x = (tgsi_min(t24, uintBitsToFloat(imms[3].yyyy))).x;
    t23.x = (uintBitsToFloat(tgsi_f2u(t24))).x;
    t23.x = (mix(t23, uintBitsToFloat(imms[4].xxxx), notEqual(floatBitsToUint(t25), uvec4(0u)))).x;
    {
        uint tgsi_w = (imms[4].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t23);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
