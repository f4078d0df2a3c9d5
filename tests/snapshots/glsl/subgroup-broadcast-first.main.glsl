#version 450 core
#extension GL_ARB_shader_ballot : require
// Translated from TGSI by Tungsten (COMP, 20 instructions)
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
vec4 svs[2];
const uvec4 imms[2] = uvec4[2](
    uvec4(10u, 5u, 3u, 4u),
    uvec4(0u, 7u, 8u, 0u));
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
    svs[0] = uintBitsToFloat(uvec4(gl_SubGroupInvocationARB, 0u, 0u, 0u));
    svs[1] = uintBitsToFloat(uvec4(uint(gl_SubGroupSizeARB), 0u, 0u, 0u));
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0.x = (uintBitsToFloat(floatBitsToUint(svs[0]) * imms[0].xxxx)).x;
    t1.x = (uintBitsToFloat(floatBitsToUint(t0) + imms[0].yyyy)).x;
    t2.x = (uintBitsToFloat(readFirstInvocationARB(floatBitsToUint(t1)))).x;
    t3.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(svs[0]), imms[0].zzzz)))).x;
    if ((floatBitsToUint(t3.xxxx)).x != 0u) {
        t4.x = (uintBitsToFloat(floatBitsToUint(svs[0].xxxx) * imms[0].wwww)).x;
        t5.x = (uintBitsToFloat(floatBitsToUint(svs[0]) * imms[0].xxxx)).x;
        t6.x = (uintBitsToFloat(readFirstInvocationARB(floatBitsToUint(t5)))).x;
        {
            uint tgsi_w = (floatBitsToUint(t4.xxxx)).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t6);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
    }
    t7.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(svs[0]), imms[1].xxxx)))).x;
    if ((floatBitsToUint(t7.xxxx)).x != 0u) {
        {
            uint tgsi_w = (imms[1].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(svs[1]);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint tgsi_w = (imms[0].wwww).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t2);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
    }
    t8.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(svs[0]), imms[1].yyyy)))).x;
    if ((floatBitsToUint(t8.xxxx)).x != 0u) {
        {
            uint tgsi_w = (imms[1].zzzz).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t2);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
    }
    tgsi_store_outputs();
}
