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
precise vec4 t37;
precise vec4 t38;
precise vec4 t39;
precise vec4 t40;
precise vec4 t41;
precise vec4 t42;
precise vec4 t43;
vec4 svs[2];
const uvec4 imms[5] = uvec4[5](
    uvec4(1080033280u, 1048576000u, 2139095040u, 4286578688u),
    uvec4(4294967295u, 0u, 32u, 1u),
    uvec4(5u, 2u, 4u, 8u),
    uvec4(1065353216u, 3296329728u, 864026624u, 0u),
    uvec4(12u, 16u, 20u, 0u));
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
    t34 = vec4(0.0);
    t35 = vec4(0.0);
    t36 = vec4(0.0);
    t37 = vec4(0.0);
    t38 = vec4(0.0);
    t39 = vec4(0.0);
    t40 = vec4(0.0);
    t41 = vec4(0.0);
    t42 = vec4(0.0);
    t43 = vec4(0.0);
    svs[0] = uintBitsToFloat(uvec4(gl_SubGroupInvocationARB, 0u, 0u, 0u));
    svs[1] = uintBitsToFloat(uvec4(uint(gl_SubGroupSizeARB), 0u, 0u, 0u));
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0.x = (vec4(floatBitsToUint(svs[0]))).x;
    t1.x = (uintBitsToFloat(uvec4(packHalf2x16((t0).xy)))).x;
    t2.x = ((unpackHalf2x16((floatBitsToUint(t1.xxxx)).x)).xyxy).x;
    t3.x = (t2 + (-uintBitsToFloat(imms[0].xxxx))).x;
    t4.x = (uintBitsToFloat(uvec4(packHalf2x16((t3).xy)))).x;
    t5.x = ((unpackHalf2x16((floatBitsToUint(t4.xxxx)).x)).xyxy).x;
    t6.x = (vec4(floatBitsToUint(svs[0]))).x;
    t7.x = (uintBitsToFloat(uvec4(packHalf2x16((t6).xy)))).x;
    t8.x = ((unpackHalf2x16((floatBitsToUint(t7.xxxx)).x)).xyxy).x;
    t9.x = (t8 * uintBitsToFloat(imms[0].yyyy)).x;
    t10.x = (uintBitsToFloat(uvec4(packHalf2x16((t9).xy)))).x;
    t11.x = ((unpackHalf2x16((floatBitsToUint(t10.xxxx)).x)).xyxy).x;
    t12.x = (t5.xxxx).x;
    t12.y = (t11.xxxx).y;
    t13.xy = (uintBitsToFloat(imms[0].zzzz)).xy;
    t15.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((imms[1].xxxx).x != 0u)).xyxy)).xy;
    t16.x = (uintBitsToFloat(imms[1].yyyy)).x;
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t20.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(t16.xxxx), floatBitsToUint(svs[1].xxxx))))).x;
        if ((floatBitsToUint(t20.xxxx)).x != 0u) {
            break;
        }
        t17.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t16.xxxx), imms[1].zzzz)))).x;
        t17.x = (mix(t15.yyyy, t15.xxxx, notEqual(floatBitsToUint(t17.xxxx), uvec4(0u)))).x;
        t18.x = (uintBitsToFloat(floatBitsToUint(t17.xxxx) >> (floatBitsToUint(t16.xxxx) & 31u))).x;
        t18.x = (uintBitsToFloat(floatBitsToUint(t18.xxxx) & imms[1].wwww)).x;
        t19.xy = (uintBitsToFloat(readInvocationARB(floatBitsToUint(t12), (floatBitsToUint(t16.xxxx)).x))).xy;
        t14.xy = (tgsi_min(t13, t19)).xy;
        t13.xy = (mix(t13, t14, notEqual(floatBitsToUint(t18.xxxx), uvec4(0u)))).xy;
        t16.x = (uintBitsToFloat(floatBitsToUint(t16.xxxx) + imms[1].wwww)).x;
    }
    t21.xy = (uintBitsToFloat(imms[0].wwww)).xy;
    t23.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((imms[1].xxxx).x != 0u)).xyxy)).xy;
    t24.x = (uintBitsToFloat(imms[1].yyyy)).x;
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t28.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(t24.xxxx), floatBitsToUint(svs[1].xxxx))))).x;
        if ((floatBitsToUint(t28.xxxx)).x != 0u) {
            break;
        }
        t25.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t24.xxxx), imms[1].zzzz)))).x;
        t25.x = (mix(t23.yyyy, t23.xxxx, notEqual(floatBitsToUint(t25.xxxx), uvec4(0u)))).x;
        t26.x = (uintBitsToFloat(floatBitsToUint(t25.xxxx) >> (floatBitsToUint(t24.xxxx) & 31u))).x;
        t26.x = (uintBitsToFloat(floatBitsToUint(t26.xxxx) & imms[1].wwww)).x;
        t27.xy = (uintBitsToFloat(readInvocationARB(floatBitsToUint(t12), (floatBitsToUint(t24.xxxx)).x))).xy;
        t22.xy = (tgsi_max(t21, t27)).xy;
        t21.xy = (mix(t21, t22, notEqual(floatBitsToUint(t26.xxxx), uvec4(0u)))).xy;
        t24.x = (uintBitsToFloat(floatBitsToUint(t24.xxxx) + imms[1].wwww)).x;
    }
    t29.x = (intBitsToFloat(-ivec4(notEqual(floatBitsToUint(svs[0]), imms[2].xxxx)))).x;
    t30.x = (mix(uintBitsToFloat(imms[3].yyyy), uintBitsToFloat(imms[3].xxxx), notEqual(floatBitsToUint(t29.xxxx), uvec4(0u)))).x;
    t31.x = (t30 * uintBitsToFloat(imms[3].zzzz)).x;
    t32.x = (uintBitsToFloat(uvec4(packHalf2x16((t31).xy)))).x;
    t33.x = ((unpackHalf2x16((floatBitsToUint(t32.xxxx)).x)).xyxy).x;
    t34.x = (uintBitsToFloat(imms[0].zzzz)).x;
    t36.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((imms[1].xxxx).x != 0u)).xyxy)).xy;
    t37.x = (uintBitsToFloat(imms[1].yyyy)).x;
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t41.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(t37.xxxx), floatBitsToUint(svs[1].xxxx))))).x;
        if ((floatBitsToUint(t41.xxxx)).x != 0u) {
            break;
        }
        t38.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t37.xxxx), imms[1].zzzz)))).x;
        t38.x = (mix(t36.yyyy, t36.xxxx, notEqual(floatBitsToUint(t38.xxxx), uvec4(0u)))).x;
        t39.x = (uintBitsToFloat(floatBitsToUint(t38.xxxx) >> (floatBitsToUint(t37.xxxx) & 31u))).x;
        t39.x = (uintBitsToFloat(floatBitsToUint(t39.xxxx) & imms[1].wwww)).x;
        t40.x = (uintBitsToFloat(readInvocationARB(floatBitsToUint(t33), (floatBitsToUint(t37.xxxx)).x))).x;
        t35.x = (tgsi_min(t34, t40)).x;
        t34.x = (mix(t34, t35, notEqual(floatBitsToUint(t39.xxxx), uvec4(0u)))).x;
        t37.x = (uintBitsToFloat(floatBitsToUint(t37.xxxx) + imms[1].wwww)).x;
    }
    t42.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(svs[0]), imms[2].yyyy)))).x;
    if ((floatBitsToUint(t42.xxxx)).x != 0u) {
        t43.x = (vec4(floatBitsToUint(svs[1]))).x;
        {
            uint tgsi_w = (imms[1].yyyy).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t43);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint tgsi_w = (imms[2].zzzz).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t13.xxxx);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint tgsi_w = (imms[2].wwww).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t13.yyyy);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint tgsi_w = (imms[4].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t21.xxxx);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint tgsi_w = (imms[4].yyyy).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t21.yyyy);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint tgsi_w = (imms[4].zzzz).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t34);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
    }
    tgsi_store_outputs();
}
