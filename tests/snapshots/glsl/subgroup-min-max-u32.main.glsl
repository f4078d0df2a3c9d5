#version 450 core
#extension GL_ARB_gpu_shader_int64 : require
#extension GL_ARB_shader_ballot : require
// Translated from TGSI by Tungsten (COMP, 81 instructions)
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
precise vec4 t22;
precise vec4 t23;
precise vec4 t24;
precise vec4 t25;
precise vec4 t26;
precise vec4 t27;
precise vec4 t28;
precise vec4 t29;
precise vec4 t30;
precise vec4 t31;
precise vec4 t32;
precise vec4 t33;
precise vec4 t34;
precise vec4 t35;
precise vec4 t36;
vec4 svs[2];
const uvec4 imms[3] = uvec4[3](
    uvec4(10u, 4294967295u, 0u, 32u),
    uvec4(1u, 5u, 2u, 4u),
    uvec4(8u, 12u, 16u, 0u));
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
    t22 = vec4(0.0);
    t23 = vec4(0.0);
    t24 = vec4(0.0);
    t25 = vec4(0.0);
    t26 = vec4(0.0);
    t27 = vec4(0.0);
    t28 = vec4(0.0);
    t29 = vec4(0.0);
    t30 = vec4(0.0);
    t31 = vec4(0.0);
    t32 = vec4(0.0);
    t33 = vec4(0.0);
    t34 = vec4(0.0);
    t35 = vec4(0.0);
    t36 = vec4(0.0);
    svs[0] = uintBitsToFloat(uvec4(gl_SubGroupInvocationARB, 0u, 0u, 0u));
    svs[1] = uintBitsToFloat(uvec4(uint(gl_SubGroupSizeARB), 0u, 0u, 0u));
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0.x = (uintBitsToFloat(imms[0].xxxx + (-floatBitsToUint(svs[0])))).x;
    t1.x = (uintBitsToFloat(imms[0].yyyy)).x;
    t3.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((imms[0].yyyy).x != 0u)).xyxy)).xy;
    t4.x = (uintBitsToFloat(imms[0].zzzz)).x;
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t8.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(t4.xxxx), floatBitsToUint(svs[1].xxxx))))).x;
        if ((floatBitsToUint(t8.xxxx)).x != 0u) {
            break;
        }
        t5.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t4.xxxx), imms[0].wwww)))).x;
        t5.x = (mix(t3.yyyy, t3.xxxx, notEqual(floatBitsToUint(t5.xxxx), uvec4(0u)))).x;
        t6.x = (uintBitsToFloat(floatBitsToUint(t5.xxxx) >> (floatBitsToUint(t4.xxxx) & 31u))).x;
        t6.x = (uintBitsToFloat(floatBitsToUint(t6.xxxx) & imms[1].xxxx)).x;
        t7.x = (uintBitsToFloat(readInvocationARB(floatBitsToUint(t0), (floatBitsToUint(t4.xxxx)).x))).x;
        t2.x = (uintBitsToFloat(min(floatBitsToUint(t1), floatBitsToUint(t7)))).x;
        t1.x = (mix(t1, t2, notEqual(floatBitsToUint(t6.xxxx), uvec4(0u)))).x;
        t4.x = (uintBitsToFloat(floatBitsToUint(t4.xxxx) + imms[1].xxxx)).x;
    }
    t9.x = (uintBitsToFloat(imms[0].xxxx + (-floatBitsToUint(svs[0])))).x;
    t10.x = (uintBitsToFloat(imms[0].zzzz)).x;
    t12.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((imms[0].yyyy).x != 0u)).xyxy)).xy;
    t13.x = (uintBitsToFloat(imms[0].zzzz)).x;
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t17.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(t13.xxxx), floatBitsToUint(svs[1].xxxx))))).x;
        if ((floatBitsToUint(t17.xxxx)).x != 0u) {
            break;
        }
        t14.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t13.xxxx), imms[0].wwww)))).x;
        t14.x = (mix(t12.yyyy, t12.xxxx, notEqual(floatBitsToUint(t14.xxxx), uvec4(0u)))).x;
        t15.x = (uintBitsToFloat(floatBitsToUint(t14.xxxx) >> (floatBitsToUint(t13.xxxx) & 31u))).x;
        t15.x = (uintBitsToFloat(floatBitsToUint(t15.xxxx) & imms[1].xxxx)).x;
        t16.x = (uintBitsToFloat(readInvocationARB(floatBitsToUint(t9), (floatBitsToUint(t13.xxxx)).x))).x;
        t11.x = (uintBitsToFloat(max(floatBitsToUint(t10), floatBitsToUint(t16)))).x;
        t10.x = (mix(t10, t11, notEqual(floatBitsToUint(t15.xxxx), uvec4(0u)))).x;
        t13.x = (uintBitsToFloat(floatBitsToUint(t13.xxxx) + imms[1].xxxx)).x;
    }
    t18.x = (uintBitsToFloat(floatBitsToUint(svs[0]) + (-imms[1].yyyy))).x;
    t19.x = (uintBitsToFloat(imms[0].zzzz)).x;
    t21.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((imms[0].yyyy).x != 0u)).xyxy)).xy;
    t22.x = (uintBitsToFloat(imms[0].zzzz)).x;
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t26.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(t22.xxxx), floatBitsToUint(svs[1].xxxx))))).x;
        if ((floatBitsToUint(t26.xxxx)).x != 0u) {
            break;
        }
        t23.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t22.xxxx), imms[0].wwww)))).x;
        t23.x = (mix(t21.yyyy, t21.xxxx, notEqual(floatBitsToUint(t23.xxxx), uvec4(0u)))).x;
        t24.x = (uintBitsToFloat(floatBitsToUint(t23.xxxx) >> (floatBitsToUint(t22.xxxx) & 31u))).x;
        t24.x = (uintBitsToFloat(floatBitsToUint(t24.xxxx) & imms[1].xxxx)).x;
        t25.x = (uintBitsToFloat(readInvocationARB(floatBitsToUint(t18), (floatBitsToUint(t22.xxxx)).x))).x;
        t20.x = (uintBitsToFloat(max(floatBitsToUint(t19), floatBitsToUint(t25)))).x;
        t19.x = (mix(t19, t20, notEqual(floatBitsToUint(t24.xxxx), uvec4(0u)))).x;
        t22.x = (uintBitsToFloat(floatBitsToUint(t22.xxxx) + imms[1].xxxx)).x;
    }
    t27.x = (uintBitsToFloat(floatBitsToUint(svs[0]) + (-imms[1].yyyy))).x;
    t28.x = (uintBitsToFloat(imms[0].yyyy)).x;
    t30.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((imms[0].yyyy).x != 0u)).xyxy)).xy;
    t31.x = (uintBitsToFloat(imms[0].zzzz)).x;
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t35.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(t31.xxxx), floatBitsToUint(svs[1].xxxx))))).x;
        if ((floatBitsToUint(t35.xxxx)).x != 0u) {
            break;
        }
        t32.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t31.xxxx), imms[0].wwww)))).x;
        t32.x = (mix(t30.yyyy, t30.xxxx, notEqual(floatBitsToUint(t32.xxxx), uvec4(0u)))).x;
        t33.x = (uintBitsToFloat(floatBitsToUint(t32.xxxx) >> (floatBitsToUint(t31.xxxx) & 31u))).x;
        t33.x = (uintBitsToFloat(floatBitsToUint(t33.xxxx) & imms[1].xxxx)).x;
        t34.x = (uintBitsToFloat(readInvocationARB(floatBitsToUint(t27), (floatBitsToUint(t31.xxxx)).x))).x;
        t29.x = (uintBitsToFloat(min(floatBitsToUint(t28), floatBitsToUint(t34)))).x;
        t28.x = (mix(t28, t29, notEqual(floatBitsToUint(t33.xxxx), uvec4(0u)))).x;
        t31.x = (uintBitsToFloat(floatBitsToUint(t31.xxxx) + imms[1].xxxx)).x;
    }
    t36.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(svs[0]), imms[1].zzzz)))).x;
    if ((floatBitsToUint(t36.xxxx)).x != 0u) {
        {
            uint tgsi_w = (imms[0].zzzz).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(svs[1]);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint tgsi_w = (imms[1].wwww).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t1);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint tgsi_w = (imms[2].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t10);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint tgsi_w = (imms[2].yyyy).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t19);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint tgsi_w = (imms[2].zzzz).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t28);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
    }
    tgsi_store_outputs();
}
