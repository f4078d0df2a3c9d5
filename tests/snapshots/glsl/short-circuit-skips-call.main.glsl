#version 450 core
// Translated from TGSI by Tungsten (COMP, 51 instructions)
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
precise vec4 t26;
precise vec4 t27;
precise vec4 t28;
const uvec4 imms[2] = uvec4[2](
    uvec4(0u, 4294967295u, 1u, 4u),
    uvec4(8u, 12u, 0u, 0u));
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
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
    t26 = vec4(0.0);
    t27 = vec4(0.0);
    t28 = vec4(0.0);
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
    t5 = uintBitsToFloat(imms[0].xxxx);
    t1 = uintBitsToFloat(imms[0].xxxx);
    t2 = uintBitsToFloat(imms[0].yyyy);
    t6 = t1;
    t3 = t6;
    t7 = t3;
    if ((floatBitsToUint(t7.xxxx)).x != 0u) {
        t9 = t0;
        t10.x = (uintBitsToFloat(floatBitsToUint(t9) + imms[0].zzzz)).x;
        t0 = t10;
        t8 = uintBitsToFloat(imms[0].yyyy);
        t3 = t8;
    }
    t11 = t3;
    t12 = t2;
    t4 = t12;
    t13 = t4;
    t14.x = (uintBitsToFloat(~floatBitsToUint(t13))).x;
    if ((floatBitsToUint(t14.xxxx)).x != 0u) {
        t16 = t0;
        t17.x = (uintBitsToFloat(floatBitsToUint(t16) + imms[0].zzzz)).x;
        t0 = t17;
        t15 = uintBitsToFloat(imms[0].yyyy);
        t4 = t15;
    }
    t18 = t4;
    t19 = t2;
    t5 = t19;
    t20 = t5;
    if ((floatBitsToUint(t20.xxxx)).x != 0u) {
        t22 = t0;
        t23.x = (uintBitsToFloat(floatBitsToUint(t22) + imms[0].zzzz)).x;
        t0 = t23;
        t21 = uintBitsToFloat(imms[0].yyyy);
        t5 = t21;
    }
    t24 = t5;
    t25.x = (uintBitsToFloat(floatBitsToUint(t11) & imms[0].zzzz)).x;
    {
        uint tgsi_w = (imms[0].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t25);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t26.x = (uintBitsToFloat(floatBitsToUint(t18) & imms[0].zzzz)).x;
    {
        uint tgsi_w = (imms[0].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t26);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t27.x = (uintBitsToFloat(floatBitsToUint(t24) & imms[0].zzzz)).x;
    {
        uint tgsi_w = (imms[1].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t27);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t28 = t0;
    {
        uint tgsi_w = (imms[1].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t28);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
