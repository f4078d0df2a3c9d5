#version 450 core
#extension GL_ARB_shader_ballot : require
// Translated from TGSI by Tungsten (COMP, 11 instructions)
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;
precise vec4 t0;
precise vec4 t1;
precise vec4 t2;
precise vec4 t3;
precise vec4 t4;
precise vec4 t5;
vec4 svs[2];
const uvec4 imms[1] = uvec4[1](
    uvec4(0u, 1u, 4u, 0u));
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
void tgsi_load_inputs() {
    t0 = vec4(0.0);
    t1 = vec4(0.0);
    t2 = vec4(0.0);
    t3 = vec4(0.0);
    t4 = vec4(0.0);
    t5 = vec4(0.0);
    svs[0] = uintBitsToFloat(uvec4(gl_SubGroupInvocationARB, 0u, 0u, 0u));
    svs[1] = uintBitsToFloat(uvec4(uint(gl_SubGroupSizeARB), 0u, 0u, 0u));
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t1.x = (uintBitsToFloat(readFirstInvocationARB(floatBitsToUint(svs[0].xxxx)))).x;
    t0.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t1.xxxx), floatBitsToUint(svs[0].xxxx))))).x;
    t2.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(svs[0]), imms[0].xxxx)))).x;
    if ((floatBitsToUint(t2.xxxx)).x != 0u) {
        {
            uint tgsi_w = (imms[0].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(svs[1]);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
    }
    t3.x = (uintBitsToFloat(imms[0].yyyy + floatBitsToUint(svs[0]))).x;
    t4.x = (uintBitsToFloat(floatBitsToUint(t3.xxxx) * imms[0].zzzz)).x;
    t5.x = (uintBitsToFloat(floatBitsToUint(t0) & imms[0].yyyy)).x;
    {
        uint tgsi_w = (floatBitsToUint(t4.xxxx)).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t5);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
