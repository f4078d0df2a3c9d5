#version 450 core
#extension GL_ARB_gpu_shader_int64 : require
#extension GL_ARB_shader_ballot : require
// Translated from TGSI by Tungsten (COMP, 9 instructions)
layout(local_size_x = 32, local_size_y = 1, local_size_z = 1) in;
precise vec4 t0;
precise vec4 t1;
vec4 svs[1];
const uvec4 imms[2] = uvec4[2](
    uvec4(4294967295u, 0u, 4u, 8u),
    uvec4(12u, 0u, 0u, 0u));
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
void tgsi_load_inputs() {
    t0 = vec4(0.0);
    t1 = vec4(0.0);
    svs[0] = uintBitsToFloat(uvec4(gl_SubGroupInvocationARB, 0u, 0u, 0u));
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((imms[0].xxxx).x != 0u)).xyxy)).xy;
    t1.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(svs[0]), imms[0].yyyy)))).x;
    if ((floatBitsToUint(t1.xxxx)).x != 0u) {
        {
            uint tgsi_w = (imms[0].yyyy).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t0.xxxx);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint tgsi_w = (imms[0].zzzz).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t0.yyyy);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint tgsi_w = (imms[0].wwww).x >> 2;
            uvec4 tgsi_v = imms[0].yyyy;
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint tgsi_w = (imms[1].xxxx).x >> 2;
            uvec4 tgsi_v = imms[0].yyyy;
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
    }
    tgsi_store_outputs();
}
