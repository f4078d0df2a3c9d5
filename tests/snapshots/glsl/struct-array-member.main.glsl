#version 450 core
// Translated from TGSI by Tungsten (COMP, 30 instructions)
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
precise vec4 ta1[4];
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
ivec4 addr0;
const uvec4 imms[3] = uvec4[3](
    uvec4(0u, 3u, 5u, 1u),
    uvec4(0u, 2u, 1u, 4u),
    uvec4(8u, 12u, 0u, 0u));
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
void tgsi_load_inputs() {
    for (int i = 0; i < 4; i++) ta1[i] = vec4(0.0);
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
    addr0 = ivec4(0);
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    ta1[0] = uintBitsToFloat(imms[0].xxxx);
    ta1[1] = uintBitsToFloat(imms[0].xxxx);
    ta1[2] = uintBitsToFloat(imms[0].xxxx);
    ta1[3] = uintBitsToFloat(imms[0].xxxx);
    t4 = uintBitsToFloat(imms[0].xxxx);
    t4 = uintBitsToFloat(imms[0].xxxx);
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t8.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToInt(t4.xxxx), ivec4(imms[0].yyyy))))).x;
        t9.x = (uintBitsToFloat(~floatBitsToUint(t8))).x;
        if ((floatBitsToUint(t9.xxxx)).x != 0u) {
            break;
        }
        t11.x = (uintBitsToFloat(min(floatBitsToUint(t4.xxxx), imms[1].yyyy))).x;
        t12.x = (uintBitsToFloat(floatBitsToUint(t11.xxxx) * imms[1].zzzz)).x;
        t14.x = (uintBitsToFloat(imms[0].zzzz + floatBitsToUint(t4.xxxx))).x;
        addr0.x = (floatBitsToInt(t12.xxxx)).x;
        { int tgsi_i = addr0.x; if (uint(tgsi_i) < 4u) ta1[tgsi_i] = t14; }
        t16.x = (uintBitsToFloat(floatBitsToUint(t4.xxxx) + imms[0].wwww)).x;
        t4 = t16;
    }
    ta1[3] = uintBitsToFloat(imms[0].yyyy);
    t17 = ta1[0];
    {
        uint tgsi_w = (imms[1].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t17);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t18 = ta1[1];
    {
        uint tgsi_w = (imms[1].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t18);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t19 = ta1[2];
    {
        uint tgsi_w = (imms[2].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t19);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t20 = ta1[3];
    {
        uint tgsi_w = (imms[2].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t20);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
