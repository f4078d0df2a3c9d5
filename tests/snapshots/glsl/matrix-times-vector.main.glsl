#version 450 core
// Translated from TGSI by Tungsten (COMP, 15 instructions)
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
precise vec4 t0;
precise vec4 t1;
precise vec4 t2;
precise vec4 t3;
precise vec4 t4;
precise vec4 t5;
precise vec4 t6;
precise vec4 t7;
const uvec4 imms[3] = uvec4[3](
    uvec4(1065353216u, 1073741824u, 1077936128u, 1082130432u),
    uvec4(0u, 4u, 8u, 12u),
    uvec4(1084227584u, 1086324736u, 0u, 0u));
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
    t0.x = (uintBitsToFloat(imms[0].xxxx)).x;
    t0.y = (uintBitsToFloat(imms[0].yyyy)).y;
    t1.x = (uintBitsToFloat(imms[0].zzzz)).x;
    t1.y = (uintBitsToFloat(imms[0].wwww)).y;
    t2 = t0;
    t3 = t1;
    t5.xy = (t2 * uintBitsToFloat(imms[0].xxxx)).xy;
    t5.xy = (t3 * uintBitsToFloat(imms[0].yyyy) + t5).xy;
    {
        uint tgsi_w = (imms[1].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t5.xxxx);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[1].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t5.yyyy);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        precise vec4 tgsi_a = uintBitsToFloat(imms[2].xyxx);
        precise vec4 tgsi_b = t2;
        precise vec4 tgsi_p = tgsi_a * tgsi_b;
        t7.x = (vec4(tgsi_p.x + tgsi_p.y)).x;
    }
    {
        precise vec4 tgsi_a = uintBitsToFloat(imms[2].xyxx);
        precise vec4 tgsi_b = t3;
        precise vec4 tgsi_p = tgsi_a * tgsi_b;
        t7.y = (vec4(tgsi_p.x + tgsi_p.y)).y;
    }
    {
        uint tgsi_w = (imms[1].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t7.xxxx);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[1].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t7.yyyy);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
