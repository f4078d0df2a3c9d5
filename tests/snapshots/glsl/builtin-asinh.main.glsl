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
const uvec4 imms[5] = uvec4[5](
    uvec4(0u, 1065353216u, 1060205080u, 3221225472u),
    uvec4(0u, 4u, 8u, 0u),
    uvec4(1073741824u, 1073741824u, 1073741824u, 1073741824u),
    uvec4(1084227584u, 1084227584u, 1084227584u, 1084227584u),
    uvec4(3212836864u, 3212836864u, 3212836864u, 3212836864u));
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
    t3.x = (vec4(tgsi_sqrt((uintBitsToFloat(imms[0].yyyy)).x))).x;
    t3.x = (t3 + abs(uintBitsToFloat(imms[0].xxxx))).x;
    t3.x = (vec4(tgsi_log2((t3).x))).x;
    t3.x = (t3 * uintBitsToFloat(imms[0].zzzz)).x;
    t2.x = (t3 * uintBitsToFloat(imms[0].xxxx)).x;
    {
        uint tgsi_w = (imms[1].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t2);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t7.x = (vec4(tgsi_sqrt((uintBitsToFloat(imms[2].xxxx)).x))).x;
    t7.x = (t7 + abs(uintBitsToFloat(imms[0].yyyy))).x;
    t7.x = (vec4(tgsi_log2((t7).x))).x;
    t7.x = (t7 * uintBitsToFloat(imms[0].zzzz)).x;
    t6.x = (t7 * uintBitsToFloat(imms[0].yyyy)).x;
    {
        uint tgsi_w = (imms[1].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t6);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t11.x = (vec4(tgsi_sqrt((uintBitsToFloat(imms[3].xxxx)).x))).x;
    t11.x = (t11 + abs(uintBitsToFloat(imms[0].wwww))).x;
    t11.x = (vec4(tgsi_log2((t11).x))).x;
    t11.x = (t11 * uintBitsToFloat(imms[0].zzzz)).x;
    t10.x = (t11 * uintBitsToFloat(imms[4].xxxx)).x;
    {
        uint tgsi_w = (imms[1].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t10);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
