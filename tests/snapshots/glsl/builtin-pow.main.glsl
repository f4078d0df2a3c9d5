#version 450 core
// Translated from TGSI by Tungsten (COMP, 7 instructions)
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
precise vec4 t0;
precise vec4 t1;
precise vec4 t2;
precise vec4 t3;
precise vec4 t4;
precise vec4 t5;
precise vec4 t6;
precise vec4 t7;
const uvec4 imms[4] = uvec4[4](
    uvec4(0u, 1073741824u, 1077936128u, 1056964608u),
    uvec4(0u, 4u, 8u, 0u),
    uvec4(3221225472u, 0u, 0u, 0u),
    uvec4(1082130432u, 1082130432u, 1082130432u, 1082130432u));
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
float tgsi_pow(float x, float y) {
    if (y == 0.0 || x == 1.0 || (abs(x) == 1.0 && isinf(y))) {
        return 1.0;
    }
    if (isnan(x) || isnan(y)) {
        return x + y;
    }
    bool integral = floor(y) == y;
    bool odd = integral && abs(y) < 16777216.0 && fract(y * 0.5) != 0.0;
    if (x < 0.0 && !integral) {
        return uintBitsToFloat(0x7fc00000u);
    }
    // A zero base is spelled out: log2(0) need not be -Inf on every implementation.
    float r = x == 0.0 ? (y < 0.0 ? uintBitsToFloat(0x7f800000u) : 0.0) : exp2(y * log2(abs(x)));
    return (odd && (floatBitsToUint(x) >> 31) != 0u) ? -r : r;
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
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t2.x = (vec4(tgsi_pow((uintBitsToFloat(imms[0].yyyy)).x, (uintBitsToFloat(imms[0].zzzz)).x))).x;
    {
        uint tgsi_w = (imms[1].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t2);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t5.x = (vec4(tgsi_pow((uintBitsToFloat(imms[3].xxxx)).x, (uintBitsToFloat(imms[0].wwww)).x))).x;
    {
        uint tgsi_w = (imms[1].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t5);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t7.x = (vec4(tgsi_pow((uintBitsToFloat(imms[0].yyyy)).x, (uintBitsToFloat(imms[2].xxxx)).x))).x;
    {
        uint tgsi_w = (imms[1].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t7);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
