#version 450 core
#extension GL_ARB_shader_ballot : require
// Translated from TGSI by Tungsten (COMP, 27 instructions)
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
precise vec4 t16;
precise vec4 t17;
vec4 svs[2];
const uvec4 imms[2] = uvec4[2](
    uvec4(0u, 2u, 3u, 1u),
    uvec4(5u, 4u, 0u, 0u));
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
    t7 = vec4(0.0);
    t8 = vec4(0.0);
    t9 = vec4(0.0);
    t10 = vec4(0.0);
    t11 = vec4(0.0);
    t12 = vec4(0.0);
    t13 = vec4(0.0);
    t14 = vec4(0.0);
    t15 = vec4(0.0);
    t16 = vec4(0.0);
    t17 = vec4(0.0);
    svs[0] = uintBitsToFloat(uvec4(gl_SubGroupInvocationARB, 0u, 0u, 0u));
    svs[1] = uintBitsToFloat(uvec4(uint(gl_SubGroupSizeARB), 0u, 0u, 0u));
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0 = uintBitsToFloat(imms[0].xxxx);
    t0 = uintBitsToFloat(imms[0].yyyy);
    t1.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(svs[0]), imms[0].zzzz)))).x;
    if ((floatBitsToUint(t1.xxxx)).x != 0u) {
        t3.x = (uintBitsToFloat(readFirstInvocationARB(floatBitsToUint(svs[0].xxxx)))).x;
        t2.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t3.xxxx), floatBitsToUint(svs[0].xxxx))))).x;
        t4.x = (uintBitsToFloat(floatBitsToUint(t2) & imms[0].wwww)).x;
        t0 = t4;
        t5.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(svs[0]), imms[1].xxxx)))).x;
        t6.x = (uintBitsToFloat(tgsi_umod(floatBitsToUint(svs[0]), imms[0].yyyy))).x;
        t9.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t6), imms[0].wwww)))).x;
        t10.x = (uintBitsToFloat(floatBitsToUint(t5) & floatBitsToUint(t9))).x;
        if ((floatBitsToUint(t10.xxxx)).x != 0u) {
            t12.x = (uintBitsToFloat(readFirstInvocationARB(floatBitsToUint(svs[0].xxxx)))).x;
            t11.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t12.xxxx), floatBitsToUint(svs[0].xxxx))))).x;
            t13.x = (uintBitsToFloat(floatBitsToUint(t11) & imms[0].wwww)).x;
            t0 = t13;
        }
    }
    t14.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(svs[0]), imms[0].xxxx)))).x;
    if ((floatBitsToUint(t14.xxxx)).x != 0u) {
        {
            uint tgsi_w = (imms[0].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(svs[1]);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
    }
    t15.x = (uintBitsToFloat(imms[0].wwww + floatBitsToUint(svs[0]))).x;
    t16.x = (uintBitsToFloat(floatBitsToUint(t15.xxxx) * imms[1].yyyy)).x;
    {
        uint tgsi_w = (floatBitsToUint(t16.xxxx)).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t0);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
