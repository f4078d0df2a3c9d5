#version 450 core
// Translated from TGSI by Tungsten (COMP, 18 instructions)
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
const uvec4 imms[3] = uvec4[3](
    uvec4(0u, 10u, 1u, 5u),
    uvec4(2u, 0u, 0u, 0u),
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
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0 = uintBitsToFloat(imms[0].xxxx);
    t1 = uintBitsToFloat(imms[0].xxxx);
    t0 = uintBitsToFloat(imms[0].yyyy);
    t2 = t0;
    t3.x = (uintBitsToFloat(floatBitsToUint(t2) + imms[0].zzzz)).x;
    t0 = t3;
    t1 = uintBitsToFloat(imms[0].wwww);
    t4 = t1;
    t5.x = (uintBitsToFloat(floatBitsToUint(t4) * imms[1].xxxx)).x;
    t1 = t5;
    t6 = t1;
    t7.x = (uintBitsToFloat(floatBitsToUint(t6) * imms[1].xxxx)).x;
    t1 = t7;
    t8 = t0;
    {
        uint tgsi_w = (imms[2].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t8);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t9 = t1;
    {
        uint tgsi_w = (imms[2].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t9);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
