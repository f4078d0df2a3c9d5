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
const uvec4 imms[4] = uvec4[4](
    uvec4(1065353216u, 1073741824u, 1077936128u, 1082130432u),
    uvec4(1084227584u, 1086324736u, 1088421888u, 1090519040u),
    uvec4(1091567616u, 0u, 0u, 0u),
    uvec4(0u, 4u, 8u, 0u));
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
    t0.z = (uintBitsToFloat(imms[0].zzzz)).z;
    t1.x = (uintBitsToFloat(imms[0].wwww)).x;
    t1.y = (uintBitsToFloat(imms[1].xxxx)).y;
    t1.z = (uintBitsToFloat(imms[1].yyyy)).z;
    t2.x = (uintBitsToFloat(imms[1].zzzz)).x;
    t2.y = (uintBitsToFloat(imms[1].wwww)).y;
    t2.z = (uintBitsToFloat(imms[2].xxxx)).z;
    t3 = t0;
    t4 = t1;
    t5 = t2;
    t7.xyz = (t3 * uintBitsToFloat(imms[0].xxxx)).xyz;
    t7.xyz = (t4 * uintBitsToFloat(imms[0].yyyy) + t7).xyz;
    t7.xyz = (t5 * uintBitsToFloat(imms[0].zzzz) + t7).xyz;
    {
        uint tgsi_w = (imms[3].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t7.xxxx);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[3].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t7.yyyy);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[3].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t7.zzzz);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
