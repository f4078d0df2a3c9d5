#version 450 core
// Translated from TGSI by Tungsten (COMP, 30 instructions)
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
const uvec4 imms[5] = uvec4[5](
    uvec4(0u, 4294967295u, 1u, 4u),
    uvec4(8u, 12u, 0u, 0u),
    uvec4(0u, 0u, 0u, 0u),
    uvec4(1u, 1u, 1u, 1u),
    uvec4(4294967295u, 4294967295u, 4294967295u, 4294967295u));
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
    t3 = uintBitsToFloat(imms[0].xxxx);
    t4 = uintBitsToFloat(imms[0].xxxx);
    t5 = uintBitsToFloat(imms[0].xxxx);
    t3 = uintBitsToFloat(imms[2].xxxx);
    if ((imms[2].xxxx).x != 0u) {
        t10.x = (uintBitsToFloat(imms[3].xxxx)).x;
        t0 = t10;
        t3 = uintBitsToFloat(imms[4].xxxx);
    }
    t4 = uintBitsToFloat(imms[4].xxxx);
    if ((imms[0].xxxx).x != 0u) {
        t17.x = (uintBitsToFloat(floatBitsToUint(t0.xxxx) + imms[0].zzzz)).x;
        t0 = t17;
        t4 = uintBitsToFloat(imms[4].xxxx);
    }
    t5 = uintBitsToFloat(imms[4].xxxx);
    if ((imms[4].xxxx).x != 0u) {
        t23.x = (uintBitsToFloat(floatBitsToUint(t0.xxxx) + imms[0].zzzz)).x;
        t0 = t23;
        t5 = uintBitsToFloat(imms[4].xxxx);
    }
    t25.x = (uintBitsToFloat(floatBitsToUint(t3.xxxx) & imms[0].zzzz)).x;
    {
        uint tgsi_w = (imms[0].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t25);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t26.x = (uintBitsToFloat(floatBitsToUint(t4.xxxx) & imms[0].zzzz)).x;
    {
        uint tgsi_w = (imms[0].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t26);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t27.x = (uintBitsToFloat(floatBitsToUint(t5.xxxx) & imms[0].zzzz)).x;
    {
        uint tgsi_w = (imms[1].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t27);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[1].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t0);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
