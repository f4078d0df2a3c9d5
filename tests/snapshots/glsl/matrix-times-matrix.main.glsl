#version 450 core
// Translated from TGSI by Tungsten (COMP, 31 instructions)
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
const uvec4 imms[4] = uvec4[4](
    uvec4(0u, 1065353216u, 1073741824u, 1077936128u),
    uvec4(1082130432u, 1084227584u, 1086324736u, 1088421888u),
    uvec4(1090519040u, 0u, 0u, 0u),
    uvec4(0u, 4u, 8u, 12u));
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
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0 = uintBitsToFloat(imms[0].xxxx);
    t1 = uintBitsToFloat(imms[0].xxxx);
    t2.x = (uintBitsToFloat(imms[0].yyyy)).x;
    t2.y = (uintBitsToFloat(imms[0].zzzz)).y;
    t3.x = (uintBitsToFloat(imms[0].wwww)).x;
    t3.y = (uintBitsToFloat(imms[1].xxxx)).y;
    t4 = t2;
    t5 = t3;
    t6.x = (uintBitsToFloat(imms[1].yyyy)).x;
    t6.y = (uintBitsToFloat(imms[1].zzzz)).y;
    t7.x = (uintBitsToFloat(imms[1].wwww)).x;
    t7.y = (uintBitsToFloat(imms[2].xxxx)).y;
    t8 = t6;
    t9 = t7;
    t12.xy = (t4 * t8.xxxx).xy;
    t12.xy = (t5 * t8.yyyy + t12).xy;
    t10 = t12;
    t13.xy = (t4 * t9.xxxx).xy;
    t13.xy = (t5 * t9.yyyy + t13).xy;
    t11 = t13;
    t0 = t10;
    t1 = t11;
    t14.x = (t0.xxxx).x;
    {
        uint tgsi_w = (imms[3].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t14);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t15.x = (t0.yyyy).x;
    {
        uint tgsi_w = (imms[3].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t15);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t16.x = (t1.xxxx).x;
    {
        uint tgsi_w = (imms[3].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t16);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t17.x = (t1.yyyy).x;
    {
        uint tgsi_w = (imms[3].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t17);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
