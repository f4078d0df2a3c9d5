#version 450 core
#extension GL_ARB_shader_ballot : require
// Translated from TGSI by Tungsten (COMP, 21 instructions)
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;
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
vec4 svs[2];
const uvec4 imms[4] = uvec4[4](
    uvec4(3u, 5u, 2u, 4u),
    uvec4(1056964608u, 0u, 0u, 0u),
    uvec4(7u, 0u, 0u, 0u),
    uvec4(0u, 8u, 12u, 16u));
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
    svs[0] = uintBitsToFloat(uvec4(gl_SubGroupInvocationARB, 0u, 0u, 0u));
    svs[1] = uintBitsToFloat(uvec4(uint(gl_SubGroupSizeARB), 0u, 0u, 0u));
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0.x = (uintBitsToFloat(floatBitsToUint(svs[0]) * imms[0].xxxx)).x;
    t1.x = (uintBitsToFloat(readInvocationARB(floatBitsToUint(t0), (imms[0].yyyy).x))).x;
    t2.x = (vec4(floatBitsToUint(svs[0]))).x;
    t3.x = (t2 + uintBitsToFloat(imms[1].xxxx)).x;
    t4.x = (uintBitsToFloat(readInvocationARB(floatBitsToUint(t3), (imms[2].xxxx).x))).x;
    t5.x = (vec4(floatBitsToUint(svs[0]))).x;
    t6.x = (vec4(floatBitsToUint(svs[0]))).x;
    t8.x = (t5.xxxx).x;
    t8.y = ((-t6.xxxx)).y;
    t9.xy = (uintBitsToFloat(readInvocationARB(floatBitsToUint(t8), (imms[0].zzzz).x))).xy;
    t10.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(svs[0]), imms[0].wwww)))).x;
    if ((floatBitsToUint(t10.xxxx)).x != 0u) {
        t11.x = (vec4(floatBitsToUint(svs[1]))).x;
        {
            uint tgsi_w = (imms[3].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t11);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t12.x = (vec4(floatBitsToUint(t1))).x;
        {
            uint tgsi_w = (imms[0].wwww).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t12);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint tgsi_w = (imms[3].yyyy).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t4);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint tgsi_w = (imms[3].zzzz).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t9.xxxx);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint tgsi_w = (imms[3].wwww).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t9.yyyy);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
    }
    tgsi_store_outputs();
}
