#version 450 core
#extension GL_ARB_gpu_shader_int64 : require
#extension GL_ARB_shader_ballot : require
// Translated from TGSI by Tungsten (COMP, 97 instructions)
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
precise vec4 t44;
precise vec4 t45;
precise vec4 t46;
precise vec4 t47;
precise vec4 t48;
vec4 svs[2];
const uvec4 imms[4] = uvec4[4](
    uvec4(1077936128u, 1065353216u, 1132462080u, 1069547520u),
    uvec4(4294967295u, 0u, 32u, 1u),
    uvec4(3u, 4u, 8u, 12u),
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
    t44 = vec4(0.0);
    t45 = vec4(0.0);
    t46 = vec4(0.0);
    t47 = vec4(0.0);
    t48 = vec4(0.0);
    svs[0] = uintBitsToFloat(uvec4(gl_SubGroupInvocationARB, 0u, 0u, 0u));
    svs[1] = uintBitsToFloat(uvec4(uint(gl_SubGroupSizeARB), 0u, 0u, 0u));
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0.x = (uintBitsToFloat(imms[0].yyyy)).x;
    t2.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((imms[1].xxxx).x != 0u)).xyxy)).xy;
    t3.x = (uintBitsToFloat(imms[1].yyyy)).x;
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t7.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(t3.xxxx), floatBitsToUint(svs[1].xxxx))))).x;
        if ((floatBitsToUint(t7.xxxx)).x != 0u) {
            break;
        }
        t4.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t3.xxxx), imms[1].zzzz)))).x;
        t4.x = (mix(t2.yyyy, t2.xxxx, notEqual(floatBitsToUint(t4.xxxx), uvec4(0u)))).x;
        t5.x = (uintBitsToFloat(floatBitsToUint(t4.xxxx) >> (floatBitsToUint(t3.xxxx) & 31u))).x;
        t5.x = (uintBitsToFloat(floatBitsToUint(t5.xxxx) & imms[1].wwww)).x;
        t6.x = (uintBitsToFloat(readInvocationARB(imms[0].xxxx, (floatBitsToUint(t3.xxxx)).x))).x;
        t1.x = (t0 * t6).x;
        t8.x = (uintBitsToFloat(uvec4(packHalf2x16((t1).xy)))).x;
        t9.x = ((unpackHalf2x16((floatBitsToUint(t8.xxxx)).x)).xyxy).x;
        t0.x = (mix(t0, t9, notEqual(floatBitsToUint(t5.xxxx), uvec4(0u)))).x;
        t3.x = (uintBitsToFloat(floatBitsToUint(t3.xxxx) + imms[1].wwww)).x;
    }
    t10.x = (uintBitsToFloat(imms[0].yyyy)).x;
    t12.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((imms[1].xxxx).x != 0u)).xyxy)).xy;
    t13.x = (uintBitsToFloat(imms[1].yyyy)).x;
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t17.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(t13.xxxx), floatBitsToUint(svs[1].xxxx))))).x;
        if ((floatBitsToUint(t17.xxxx)).x != 0u) {
            break;
        }
        t14.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t13.xxxx), imms[1].zzzz)))).x;
        t14.x = (mix(t12.yyyy, t12.xxxx, notEqual(floatBitsToUint(t14.xxxx), uvec4(0u)))).x;
        t15.x = (uintBitsToFloat(floatBitsToUint(t14.xxxx) >> (floatBitsToUint(t13.xxxx) & 31u))).x;
        t15.x = (uintBitsToFloat(floatBitsToUint(t15.xxxx) & imms[1].wwww)).x;
        t16.x = (uintBitsToFloat(readInvocationARB(imms[0].zzzz, (floatBitsToUint(t13.xxxx)).x))).x;
        t11.x = (t10 * t16).x;
        t18.x = (uintBitsToFloat(uvec4(packHalf2x16((t11).xy)))).x;
        t19.x = ((unpackHalf2x16((floatBitsToUint(t18.xxxx)).x)).xyxy).x;
        t10.x = (mix(t10, t19, notEqual(floatBitsToUint(t15.xxxx), uvec4(0u)))).x;
        t13.x = (uintBitsToFloat(floatBitsToUint(t13.xxxx) + imms[1].wwww)).x;
    }
    t20.x = (uintBitsToFloat(floatBitsToUint(svs[0]) + imms[1].wwww)).x;
    t21.x = (vec4(floatBitsToUint(t20))).x;
    t22.x = (uintBitsToFloat(uvec4(packHalf2x16((t21).xy)))).x;
    t23.x = ((unpackHalf2x16((floatBitsToUint(t22.xxxx)).x)).xyxy).x;
    t24.x = (uintBitsToFloat(imms[0].yyyy)).x;
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
        t30.x = (uintBitsToFloat(readInvocationARB(floatBitsToUint(t23), (floatBitsToUint(t27.xxxx)).x))).x;
        t32.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t27.xxxx), floatBitsToUint(svs[0].xxxx))))).x;
        t29.x = (uintBitsToFloat(floatBitsToUint(t29.xxxx) & floatBitsToUint(t32.xxxx))).x;
        t25.x = (t24 * t30).x;
        t33.x = (uintBitsToFloat(uvec4(packHalf2x16((t25).xy)))).x;
        t34.x = ((unpackHalf2x16((floatBitsToUint(t33.xxxx)).x)).xyxy).x;
        t24.x = (mix(t24, t34, notEqual(floatBitsToUint(t29.xxxx), uvec4(0u)))).x;
        t27.x = (uintBitsToFloat(floatBitsToUint(t27.xxxx) + imms[1].wwww)).x;
    }
    t35.x = (uintBitsToFloat(imms[0].yyyy)).x;
    t37.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((imms[1].xxxx).x != 0u)).xyxy)).xy;
    t38.x = (uintBitsToFloat(imms[1].yyyy)).x;
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t42.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(t38.xxxx), floatBitsToUint(svs[1].xxxx))))).x;
        if ((floatBitsToUint(t42.xxxx)).x != 0u) {
            break;
        }
        t39.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t38.xxxx), imms[1].zzzz)))).x;
        t39.x = (mix(t37.yyyy, t37.xxxx, notEqual(floatBitsToUint(t39.xxxx), uvec4(0u)))).x;
        t40.x = (uintBitsToFloat(floatBitsToUint(t39.xxxx) >> (floatBitsToUint(t38.xxxx) & 31u))).x;
        t40.x = (uintBitsToFloat(floatBitsToUint(t40.xxxx) & imms[1].wwww)).x;
        t41.x = (uintBitsToFloat(readInvocationARB(imms[0].wwww, (floatBitsToUint(t38.xxxx)).x))).x;
        t43.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(svs[0].xxxx), floatBitsToUint(t38.xxxx))))).x;
        t40.x = (uintBitsToFloat(floatBitsToUint(t40.xxxx) & floatBitsToUint(t43.xxxx))).x;
        t36.x = (t35 * t41).x;
        t44.x = (uintBitsToFloat(uvec4(packHalf2x16((t36).xy)))).x;
        t45.x = ((unpackHalf2x16((floatBitsToUint(t44.xxxx)).x)).xyxy).x;
        t35.x = (mix(t35, t45, notEqual(floatBitsToUint(t40.xxxx), uvec4(0u)))).x;
        t38.x = (uintBitsToFloat(floatBitsToUint(t38.xxxx) + imms[1].wwww)).x;
    }
    t46.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(svs[0]), imms[2].xxxx)))).x;
    if ((floatBitsToUint(t46.xxxx)).x != 0u) {
        t47.x = (vec4(floatBitsToUint(svs[1]))).x;
        {
            uint tgsi_w = (imms[1].yyyy).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t47);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint tgsi_w = (imms[2].yyyy).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t0);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint tgsi_w = (imms[2].zzzz).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t10);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint tgsi_w = (imms[2].wwww).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t24);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
    }
    t48.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(svs[0]), imms[1].wwww)))).x;
    if ((floatBitsToUint(t48.xxxx)).x != 0u) {
        {
            uint tgsi_w = (imms[3].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t35);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
    }
    tgsi_store_outputs();
}
