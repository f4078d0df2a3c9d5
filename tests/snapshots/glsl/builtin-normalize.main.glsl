#version 450 core
// Translated from TGSI by Tungsten (COMP, 6 instructions)
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
precise vec4 t0;
precise vec4 t1;
precise vec4 t2;
precise vec4 t3;
precise vec4 t4;
const uvec4 imms[3] = uvec4[3](
    uvec4(0u, 1077936128u, 1082130432u, 0u),
    uvec4(0u, 4u, 8u, 0u),
    uvec4(1103626240u, 1103626240u, 1103626240u, 1103626240u));
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
float tgsi_rsq(float x) {
    if (x > 0.0 && !isinf(x)) {
        return 1.0 / sqrt(x);
    }
    if (x == 0.0) {
        return uintBitsToFloat((floatBitsToUint(x) & 0x80000000u) | 0x7f800000u);
    }
    return x > 0.0 ? 0.0 : uintBitsToFloat(0x7fc00000u);
}
void tgsi_load_inputs() {
    t0 = vec4(0.0);
    t1 = vec4(0.0);
    t2 = vec4(0.0);
    t3 = vec4(0.0);
    t4 = vec4(0.0);
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t4 = vec4(tgsi_rsq((uintBitsToFloat(imms[2].xxxx)).x));
    t3.xyz = (uintBitsToFloat(imms[0].yzxy) * t4.xxxx).xyz;
    {
        uint tgsi_w = (imms[1].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t3.xxxx);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[1].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t3.yyyy);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[1].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t3.zzzz);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
