#version 450 core
#extension GL_ARB_shader_ballot : require
// Translated from TGSI by Tungsten (COMP, 10 instructions)
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;
precise vec4 t0;
precise vec4 t1;
precise vec4 t2;
precise vec4 t3;
vec4 svs[3];
const uvec4 imms[1] = uvec4[1](
    uvec4(1u, 8u, 0u, 4u));
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
void tgsi_load_inputs() {
    t0 = vec4(0.0);
    t1 = vec4(0.0);
    t2 = vec4(0.0);
    t3 = vec4(0.0);
    svs[0] = uintBitsToFloat(uvec4(gl_LocalInvocationID, 0u));
    svs[1] = uintBitsToFloat(uvec4(gl_SubGroupInvocationARB, 0u, 0u, 0u));
    svs[2] = uintBitsToFloat(uvec4(uint(gl_SubGroupSizeARB), 0u, 0u, 0u));
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0.x = (uintBitsToFloat(floatBitsToUint(svs[0].zzzz) * imms[0].xxxx + floatBitsToUint(svs[0].yyyy))).x;
    t0.x = (uintBitsToFloat(floatBitsToUint(t0.xxxx) * imms[0].yyyy + floatBitsToUint(svs[0].xxxx))).x;
    t1.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t0), imms[0].zzzz)))).x;
    if ((floatBitsToUint(t1.xxxx)).x != 0u) {
        {
            uint tgsi_w = (imms[0].zzzz).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(svs[2]);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
    }
    t2.x = (uintBitsToFloat(imms[0].xxxx + floatBitsToUint(t0))).x;
    t3.x = (uintBitsToFloat(floatBitsToUint(t2.xxxx) * imms[0].wwww)).x;
    {
        uint tgsi_w = (floatBitsToUint(t3.xxxx)).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(svs[1]);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
