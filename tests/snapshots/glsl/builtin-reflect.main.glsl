#version 450 core
// Translated from TGSI by Tungsten (COMP, 16 instructions)
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
precise vec4 t0;
precise vec4 t1;
precise vec4 t2;
precise vec4 t3;
precise vec4 t4;
precise vec4 t5;
precise vec4 t6;
precise vec4 t7;
const uvec4 imms[2] = uvec4[2](
    uvec4(0u, 1065353216u, 3212836864u, 1073741824u),
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
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0 = uintBitsToFloat(imms[0].xxxx);
    t1 = uintBitsToFloat(imms[0].xxxx);
    t2.x = (uintBitsToFloat(imms[0].yyyy)).x;
    t2.y = (uintBitsToFloat(imms[0].zzzz)).y;
    t0 = t2;
    t3.x = (uintBitsToFloat(imms[0].xxxx)).x;
    t3.y = (uintBitsToFloat(imms[0].yyyy)).y;
    t1 = t3;
    t4 = t0;
    t5 = t1;
    {
        precise vec4 tgsi_a = t5;
        precise vec4 tgsi_b = t4;
        precise vec4 tgsi_p = tgsi_a * tgsi_b;
        t7 = vec4(tgsi_p.x + tgsi_p.y);
    }
    t7 = t7.xxxx * uintBitsToFloat(imms[0].wwww);
    t6.xy = ((-t7.xxxx) * t5 + t4).xy;
    {
        uint tgsi_w = (imms[1].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t6.xxxx);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[1].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t6.yyyy);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
