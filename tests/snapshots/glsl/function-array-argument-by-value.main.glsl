#version 450 core
// Translated from TGSI by Tungsten (COMP, 25 instructions)
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
const uvec4 imms[2] = uvec4[2](
    uvec4(0u, 1u, 2u, 3u),
    uvec4(0u, 4u, 0u, 0u));
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
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0 = uintBitsToFloat(imms[0].xxxx);
    t1 = uintBitsToFloat(imms[0].xxxx);
    t2 = uintBitsToFloat(imms[0].xxxx);
    t3 = uintBitsToFloat(imms[0].yyyy);
    t4 = uintBitsToFloat(imms[0].zzzz);
    t5 = uintBitsToFloat(imms[0].wwww);
    t0 = t3;
    t1 = t4;
    t2 = t5;
    t6 = t0;
    t7 = t1;
    t8 = t2;
    t10 = uintBitsToFloat(imms[0].xxxx);
    t11 = uintBitsToFloat(imms[0].xxxx);
    t12 = uintBitsToFloat(imms[0].xxxx);
    t10 = t6;
    t11 = t7;
    t12 = t8;
    t10 = uintBitsToFloat(imms[0].xxxx);
    t13.x = (uintBitsToFloat(floatBitsToUint(t6) + floatBitsToUint(t7))).x;
    t14.x = (uintBitsToFloat(floatBitsToUint(t13) + floatBitsToUint(t8))).x;
    {
        uint tgsi_w = (imms[1].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t14);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t15 = t0;
    {
        uint tgsi_w = (imms[1].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t15);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
