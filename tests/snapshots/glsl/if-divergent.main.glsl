#version 450 core
// Translated from TGSI by Tungsten (COMP, 12 instructions)
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;
precise vec4 t0;
precise vec4 t1;
precise vec4 t2;
precise vec4 t3;
precise vec4 t4;
precise vec4 t5;
precise vec4 t6;
vec4 svs[1];
const uvec4 imms[2] = uvec4[2](
    uvec4(1u, 8u, 2u, 0u),
    uvec4(4u, 10u, 0u, 0u));
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
uvec4 tgsi_umod(uvec4 a, uvec4 b) {
    return (a % max(b, uvec4(1u))) | uvec4(-ivec4(equal(b, uvec4(0u))));
}
void tgsi_load_inputs() {
    t0 = vec4(0.0);
    t1 = vec4(0.0);
    t2 = vec4(0.0);
    t3 = vec4(0.0);
    t4 = vec4(0.0);
    t5 = vec4(0.0);
    t6 = vec4(0.0);
    svs[0] = uintBitsToFloat(uvec4(gl_LocalInvocationID, 0u));
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0.x = (uintBitsToFloat(floatBitsToUint(svs[0].zzzz) * imms[0].xxxx + floatBitsToUint(svs[0].yyyy))).x;
    t0.x = (uintBitsToFloat(floatBitsToUint(t0.xxxx) * imms[0].yyyy + floatBitsToUint(svs[0].xxxx))).x;
    t1.x = (uintBitsToFloat(tgsi_umod(floatBitsToUint(t0), imms[0].zzzz))).x;
    t4.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t1), imms[0].xxxx)))).x;
    if ((floatBitsToUint(t4.xxxx)).x != 0u) {
        t5.x = (uintBitsToFloat(floatBitsToUint(t0.xxxx) * imms[1].xxxx)).x;
        {
            uint tgsi_w = (floatBitsToUint(t5.xxxx)).x >> 2;
            uvec4 tgsi_v = imms[1].yyyy;
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
    } else {
        t6.x = (uintBitsToFloat(floatBitsToUint(t0.xxxx) * imms[1].xxxx)).x;
        {
            uint tgsi_w = (floatBitsToUint(t6.xxxx)).x >> 2;
            uvec4 tgsi_v = imms[0].wwww;
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
    }
    tgsi_store_outputs();
}
