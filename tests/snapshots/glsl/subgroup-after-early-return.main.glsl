#version 450 core
#extension GL_ARB_gpu_shader_int64 : require
#extension GL_ARB_shader_ballot : require
#extension GL_ARB_shader_group_vote : require
// Translated from TGSI by Tungsten (COMP, 51 instructions)
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
precise vec4 t18;
precise vec4 t19;
precise vec4 t20;
precise vec4 t21;
vec4 svs[2];
const uvec4 imms[3] = uvec4[3](
    uvec4(6u, 1u, 0u, 4294967295u),
    uvec4(32u, 4u, 8u, 12u),
    uvec4(16u, 0u, 0u, 0u));
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
    t16 = vec4(0.0);
    t17 = vec4(0.0);
    t18 = vec4(0.0);
    t19 = vec4(0.0);
    t20 = vec4(0.0);
    t21 = vec4(0.0);
    svs[0] = uintBitsToFloat(uvec4(gl_SubGroupInvocationARB, 0u, 0u, 0u));
    svs[1] = uintBitsToFloat(uvec4(uint(gl_SubGroupSizeARB), 0u, 0u, 0u));
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(svs[0]), imms[0].xxxx)))).x;
    if ((floatBitsToUint(t0.xxxx)).x != 0u) {
        tgsi_store_outputs();
        return;
    }
    t1.x = (uintBitsToFloat(imms[0].zzzz)).x;
    t3.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((imms[0].wwww).x != 0u)).xyxy)).xy;
    t4.x = (uintBitsToFloat(imms[0].zzzz)).x;
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t8.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(t4.xxxx), floatBitsToUint(svs[1].xxxx))))).x;
        if ((floatBitsToUint(t8.xxxx)).x != 0u) {
            break;
        }
        t5.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t4.xxxx), imms[1].xxxx)))).x;
        t5.x = (mix(t3.yyyy, t3.xxxx, notEqual(floatBitsToUint(t5.xxxx), uvec4(0u)))).x;
        t6.x = (uintBitsToFloat(floatBitsToUint(t5.xxxx) >> (floatBitsToUint(t4.xxxx) & 31u))).x;
        t6.x = (uintBitsToFloat(floatBitsToUint(t6.xxxx) & imms[0].yyyy)).x;
        t7.x = (uintBitsToFloat(readInvocationARB(imms[0].yyyy, (floatBitsToUint(t4.xxxx)).x))).x;
        t2.x = (uintBitsToFloat(floatBitsToUint(t1) + floatBitsToUint(t7))).x;
        t1.x = (mix(t1, t2, notEqual(floatBitsToUint(t6.xxxx), uvec4(0u)))).x;
        t4.x = (uintBitsToFloat(floatBitsToUint(t4.xxxx) + imms[0].yyyy)).x;
    }
    t9.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(svs[0]), imms[0].xxxx)))).x;
    t10.x = (uintBitsToFloat(uvec4(allInvocationsARB((floatBitsToUint(t9.xxxx)).x != 0u) ? 0xffffffffu : 0u))).x;
    t11.x = (uintBitsToFloat(imms[0].zzzz)).x;
    t13.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((imms[0].wwww).x != 0u)).xyxy)).xy;
    t14.x = (uintBitsToFloat(imms[0].zzzz)).x;
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t18.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(t14.xxxx), floatBitsToUint(svs[1].xxxx))))).x;
        if ((floatBitsToUint(t18.xxxx)).x != 0u) {
            break;
        }
        t15.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t14.xxxx), imms[1].xxxx)))).x;
        t15.x = (mix(t13.yyyy, t13.xxxx, notEqual(floatBitsToUint(t15.xxxx), uvec4(0u)))).x;
        t16.x = (uintBitsToFloat(floatBitsToUint(t15.xxxx) >> (floatBitsToUint(t14.xxxx) & 31u))).x;
        t16.x = (uintBitsToFloat(floatBitsToUint(t16.xxxx) & imms[0].yyyy)).x;
        t17.x = (uintBitsToFloat(readInvocationARB(floatBitsToUint(svs[0]), (floatBitsToUint(t14.xxxx)).x))).x;
        t12.x = (uintBitsToFloat(floatBitsToUint(t11) + floatBitsToUint(t17))).x;
        t11.x = (mix(t11, t12, notEqual(floatBitsToUint(t16.xxxx), uvec4(0u)))).x;
        t14.x = (uintBitsToFloat(floatBitsToUint(t14.xxxx) + imms[0].yyyy)).x;
    }
    t19.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((imms[0].wwww).x != 0u)).xyxy)).xy;
    t20.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(svs[0]), imms[0].zzzz)))).x;
    if ((floatBitsToUint(t20.xxxx)).x != 0u) {
        {
            uint tgsi_w = (imms[0].zzzz).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(svs[1]);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint tgsi_w = (imms[1].yyyy).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t1);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t21.x = (uintBitsToFloat(floatBitsToUint(t10) & imms[0].yyyy)).x;
        {
            uint tgsi_w = (imms[1].zzzz).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t21);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint tgsi_w = (imms[1].wwww).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t11);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint tgsi_w = (imms[2].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t19.xxxx);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
    }
    tgsi_store_outputs();
}
