#version 450 core
// Translated from TGSI by Tungsten (COMP, 14 instructions)
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
precise vec4 t0;
precise vec4 t1;
precise vec4 t2;
precise vec4 t3;
const uvec4 imms[4] = uvec4[4](
    uvec4(1071225242u, 3222064333u, 1081711002u, 1082130432u),
    uvec4(3472883712u, 1325400064u, 1325400063u, 0u),
    uvec4(2147483647u, 0u, 4u, 8u),
    uvec4(12u, 0u, 0u, 0u));
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
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0.x = (uintBitsToFloat(imms[0].xxxx)).x;
    t0.y = (uintBitsToFloat(imms[0].yyyy)).y;
    t0.z = (uintBitsToFloat(imms[0].zzzz)).z;
    t0.w = (uintBitsToFloat(imms[0].wwww)).w;
    t2 = tgsi_max(t0, uintBitsToFloat(imms[1].xxxx));
    t3 = intBitsToFloat(-ivec4(greaterThanEqual(t2, uintBitsToFloat(imms[1].yyyy))));
    t2 = tgsi_min(t2, uintBitsToFloat(imms[1].zzzz));
    t1 = intBitsToFloat(tgsi_f2i(t2));
    t1 = mix(t1, uintBitsToFloat(imms[2].xxxx), notEqual(floatBitsToUint(t3), uvec4(0u)));
    {
        uint tgsi_w = (imms[2].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t1.xxxx);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[2].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t1.yyyy);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[2].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t1.zzzz);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[3].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t1.wwww);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
