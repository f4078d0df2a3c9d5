#version 450 core
#extension GL_ARB_shader_ballot : require
#extension GL_ARB_shader_group_vote : require
// Translated from TGSI by Tungsten (COMP, 31 instructions)
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
precise vec4 t13;
precise vec4 t14;
precise vec4 t15;
vec4 svs[2];
const uvec4 imms[2] = uvec4[2](
    uvec4(4u, 1u, 8u, 2u),
    uvec4(0u, 12u, 16u, 0u));
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
    t13 = vec4(0.0);
    t14 = vec4(0.0);
    t15 = vec4(0.0);
    svs[0] = uintBitsToFloat(uvec4(gl_SubGroupInvocationARB, 0u, 0u, 0u));
    svs[1] = uintBitsToFloat(uvec4(uint(gl_SubGroupSizeARB), 0u, 0u, 0u));
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(svs[0]), imms[0].xxxx)))).x;
    if ((floatBitsToUint(t0.xxxx)).x != 0u) {
        t1.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(svs[0]), imms[0].xxxx)))).x;
        t2.x = (uintBitsToFloat(uvec4(allInvocationsARB((floatBitsToUint(t1.xxxx)).x != 0u) ? 0xffffffffu : 0u))).x;
        t3.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(svs[0]), imms[0].xxxx)))).x;
        t4.x = (uintBitsToFloat(uvec4(anyInvocationARB((floatBitsToUint(t3.xxxx)).x != 0u) ? 0xffffffffu : 0u))).x;
        t5.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(svs[0]), imms[0].xxxx)))).x;
        if ((floatBitsToUint(t5.xxxx)).x != 0u) {
            t6.x = (uintBitsToFloat(floatBitsToUint(t2) & imms[0].yyyy)).x;
            {
                uint tgsi_w = (imms[0].xxxx).x >> 2;
                uvec4 tgsi_v = floatBitsToUint(t6);
                if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
            }
            t7.x = (uintBitsToFloat(floatBitsToUint(t4) & imms[0].yyyy)).x;
            {
                uint tgsi_w = (imms[0].zzzz).x >> 2;
                uvec4 tgsi_v = floatBitsToUint(t7);
                if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
            }
        }
    } else {
        t8.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(svs[0]), imms[0].wwww)))).x;
        t9.x = (uintBitsToFloat(uvec4(anyInvocationARB((floatBitsToUint(t8.xxxx)).x != 0u) ? 0xffffffffu : 0u))).x;
        t10.x = (intBitsToFloat(-ivec4(lessThan(imms[1].xxxx, floatBitsToUint(svs[0]))))).x;
        t11.x = (uintBitsToFloat(uvec4(allInvocationsARB((floatBitsToUint(t10.xxxx)).x != 0u) ? 0xffffffffu : 0u))).x;
        t12.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(svs[0]), imms[1].xxxx)))).x;
        if ((floatBitsToUint(t12.xxxx)).x != 0u) {
            t13.x = (uintBitsToFloat(floatBitsToUint(t9) & imms[0].yyyy)).x;
            {
                uint tgsi_w = (imms[1].yyyy).x >> 2;
                uvec4 tgsi_v = floatBitsToUint(t13);
                if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
            }
            t14.x = (uintBitsToFloat(floatBitsToUint(t11) & imms[0].yyyy)).x;
            {
                uint tgsi_w = (imms[1].zzzz).x >> 2;
                uvec4 tgsi_v = floatBitsToUint(t14);
                if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
            }
        }
    }
    t15.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(svs[0]), imms[1].xxxx)))).x;
    if ((floatBitsToUint(t15.xxxx)).x != 0u) {
        {
            uint tgsi_w = (imms[1].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(svs[1]);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
    }
    tgsi_store_outputs();
}
