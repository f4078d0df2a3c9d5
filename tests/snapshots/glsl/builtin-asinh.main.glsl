#version 450 core
// Translated from TGSI by Tungsten (COMP, 32 instructions)
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
const uvec4 imms[2] = uvec4[2](
    uvec4(0u, 1065353216u, 1060205080u, 3221225472u),
    uvec4(0u, 4u, 8u, 0u));
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
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
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0 = uintBitsToFloat(imms[0].xxxx);
    t0 = uintBitsToFloat(imms[0].xxxx);
    t1 = t0;
    t3.x = (t1.xxxx * t1.xxxx + uintBitsToFloat(imms[0].yyyy)).x;
    t3.x = (vec4(tgsi_sqrt((t3).x))).x;
    t3.x = (t3 + abs(t1.xxxx)).x;
    t3.x = (vec4(tgsi_log2((t3).x))).x;
    t3.x = (t3 * uintBitsToFloat(imms[0].zzzz)).x;
    t4.x = (vec4(greaterThan(t1.xxxx, vec4(0.0))) - vec4(lessThan(t1.xxxx, vec4(0.0)))).x;
    t2.x = (t3 * t4).x;
    {
        uint tgsi_w = (imms[1].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t2);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t0 = uintBitsToFloat(imms[0].yyyy);
    t5 = t0;
    t7.x = (t5.xxxx * t5.xxxx + uintBitsToFloat(imms[0].yyyy)).x;
    t7.x = (vec4(tgsi_sqrt((t7).x))).x;
    t7.x = (t7 + abs(t5.xxxx)).x;
    t7.x = (vec4(tgsi_log2((t7).x))).x;
    t7.x = (t7 * uintBitsToFloat(imms[0].zzzz)).x;
    t8.x = (vec4(greaterThan(t5.xxxx, vec4(0.0))) - vec4(lessThan(t5.xxxx, vec4(0.0)))).x;
    t6.x = (t7 * t8).x;
    {
        uint tgsi_w = (imms[1].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t6);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t0 = uintBitsToFloat(imms[0].wwww);
    t9 = t0;
    t11.x = (t9.xxxx * t9.xxxx + uintBitsToFloat(imms[0].yyyy)).x;
    t11.x = (vec4(tgsi_sqrt((t11).x))).x;
    t11.x = (t11 + abs(t9.xxxx)).x;
    t11.x = (vec4(tgsi_log2((t11).x))).x;
    t11.x = (t11 * uintBitsToFloat(imms[0].zzzz)).x;
    t12.x = (vec4(greaterThan(t9.xxxx, vec4(0.0))) - vec4(lessThan(t9.xxxx, vec4(0.0)))).x;
    t10.x = (t11 * t12).x;
    {
        uint tgsi_w = (imms[1].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t10);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
