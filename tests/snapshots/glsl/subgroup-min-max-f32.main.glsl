#version 450 core
#extension GL_ARB_gpu_shader_int64 : require
#extension GL_ARB_shader_ballot : require
// Translated from TGSI by Tungsten (COMP, 70 instructions)
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
vec4 svs[2];
const uvec4 imms[4] = uvec4[4](
    uvec4(3217031168u, 2139095040u, 4286578688u, 1048576000u),
    uvec4(4294967295u, 0u, 32u, 1u),
    uvec4(1056964608u, 3212836864u, 0u, 0u),
    uvec4(4u, 8u, 12u, 16u));
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
vec4 tgsi_min(vec4 a, vec4 b) {
    return mix(mix(a, b, lessThan(b, a)), b, isnan(a));
}
vec4 tgsi_max(vec4 a, vec4 b) {
    return mix(mix(a, b, greaterThan(b, a)), b, isnan(a));
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
    svs[0] = uintBitsToFloat(uvec4(gl_SubGroupInvocationARB, 0u, 0u, 0u));
    svs[1] = uintBitsToFloat(uvec4(uint(gl_SubGroupSizeARB), 0u, 0u, 0u));
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0.x = (vec4(floatBitsToUint(svs[0]))).x;
    t1.x = (uintBitsToFloat(imms[0].xxxx) * t0).x;
    t2.x = (uintBitsToFloat(imms[0].yyyy)).x;
    t4.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((imms[1].xxxx).x != 0u)).xyxy)).xy;
    t5.x = (uintBitsToFloat(imms[1].yyyy)).x;
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t9.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(t5.xxxx), floatBitsToUint(svs[1].xxxx))))).x;
        if ((floatBitsToUint(t9.xxxx)).x != 0u) {
            break;
        }
        t6.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t5.xxxx), imms[1].zzzz)))).x;
        t6.x = (mix(t4.yyyy, t4.xxxx, notEqual(floatBitsToUint(t6.xxxx), uvec4(0u)))).x;
        t7.x = (uintBitsToFloat(floatBitsToUint(t6.xxxx) >> (floatBitsToUint(t5.xxxx) & 31u))).x;
        t7.x = (uintBitsToFloat(floatBitsToUint(t7.xxxx) & imms[1].wwww)).x;
        t8.x = (uintBitsToFloat(readInvocationARB(floatBitsToUint(t1), (floatBitsToUint(t5.xxxx)).x))).x;
        t3.x = (tgsi_min(t2, t8)).x;
        t2.x = (mix(t2, t3, notEqual(floatBitsToUint(t7.xxxx), uvec4(0u)))).x;
        t5.x = (uintBitsToFloat(floatBitsToUint(t5.xxxx) + imms[1].wwww)).x;
    }
    t10.x = (vec4(floatBitsToUint(svs[0]))).x;
    t11.x = (uintBitsToFloat(imms[0].xxxx) * t10).x;
    t12.x = (uintBitsToFloat(imms[0].zzzz)).x;
    t14.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((imms[1].xxxx).x != 0u)).xyxy)).xy;
    t15.x = (uintBitsToFloat(imms[1].yyyy)).x;
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t19.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(t15.xxxx), floatBitsToUint(svs[1].xxxx))))).x;
        if ((floatBitsToUint(t19.xxxx)).x != 0u) {
            break;
        }
        t16.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t15.xxxx), imms[1].zzzz)))).x;
        t16.x = (mix(t14.yyyy, t14.xxxx, notEqual(floatBitsToUint(t16.xxxx), uvec4(0u)))).x;
        t17.x = (uintBitsToFloat(floatBitsToUint(t16.xxxx) >> (floatBitsToUint(t15.xxxx) & 31u))).x;
        t17.x = (uintBitsToFloat(floatBitsToUint(t17.xxxx) & imms[1].wwww)).x;
        t18.x = (uintBitsToFloat(readInvocationARB(floatBitsToUint(t11), (floatBitsToUint(t15.xxxx)).x))).x;
        t13.x = (tgsi_max(t12, t18)).x;
        t12.x = (mix(t12, t13, notEqual(floatBitsToUint(t17.xxxx), uvec4(0u)))).x;
        t15.x = (uintBitsToFloat(floatBitsToUint(t15.xxxx) + imms[1].wwww)).x;
    }
    t20.x = (vec4(floatBitsToUint(svs[0]))).x;
    t21.x = (t20 * uintBitsToFloat(imms[0].wwww)).x;
    t22.x = (t21 + uintBitsToFloat(imms[2].xxxx)).x;
    t23.x = (t22.xxxx).x;
    t23.y = (uintBitsToFloat(imms[2].yyyy)).y;
    t24.xy = (uintBitsToFloat(imms[0].zzzz)).xy;
    t26.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((imms[1].xxxx).x != 0u)).xyxy)).xy;
    t27.x = (uintBitsToFloat(imms[1].yyyy)).x;
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t31.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(t27.xxxx), floatBitsToUint(svs[1].xxxx))))).x;
        if ((floatBitsToUint(t31.xxxx)).x != 0u) {
            break;
        }
        t28.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t27.xxxx), imms[1].zzzz)))).x;
        t28.x = (mix(t26.yyyy, t26.xxxx, notEqual(floatBitsToUint(t28.xxxx), uvec4(0u)))).x;
        t29.x = (uintBitsToFloat(floatBitsToUint(t28.xxxx) >> (floatBitsToUint(t27.xxxx) & 31u))).x;
        t29.x = (uintBitsToFloat(floatBitsToUint(t29.xxxx) & imms[1].wwww)).x;
        t30.xy = (uintBitsToFloat(readInvocationARB(floatBitsToUint(t23), (floatBitsToUint(t27.xxxx)).x))).xy;
        t25.xy = (tgsi_max(t24, t30)).xy;
        t24.xy = (mix(t24, t25, notEqual(floatBitsToUint(t29.xxxx), uvec4(0u)))).xy;
        t27.x = (uintBitsToFloat(floatBitsToUint(t27.xxxx) + imms[1].wwww)).x;
    }
    t32.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(svs[0]), imms[1].wwww)))).x;
    if ((floatBitsToUint(t32.xxxx)).x != 0u) {
        t33.x = (vec4(floatBitsToUint(svs[1]))).x;
        {
            uint tgsi_w = (imms[1].yyyy).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t33);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint tgsi_w = (imms[3].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t2);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint tgsi_w = (imms[3].yyyy).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t12);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint tgsi_w = (imms[3].zzzz).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t24.xxxx);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint tgsi_w = (imms[3].wwww).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t24.yyyy);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
    }
    tgsi_store_outputs();
}
