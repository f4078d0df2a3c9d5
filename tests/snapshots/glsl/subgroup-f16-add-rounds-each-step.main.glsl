#version 450 core
#extension GL_ARB_gpu_shader_int64 : require
#extension GL_ARB_shader_ballot : require
// Translated from TGSI by Tungsten (COMP, 72 instructions)
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
vec4 svs[2];
const uvec4 imms[4] = uvec4[4](
    uvec4(0u, 4294967295u, 32u, 1u),
    uvec4(1157627904u, 1065353216u, 1082130432u, 1056964608u),
    uvec4(7u, 4u, 3u, 8u),
    uvec4(12u, 0u, 0u, 0u));
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
    svs[0] = uintBitsToFloat(uvec4(gl_SubGroupInvocationARB, 0u, 0u, 0u));
    svs[1] = uintBitsToFloat(uvec4(uint(gl_SubGroupSizeARB), 0u, 0u, 0u));
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(svs[0]), imms[0].xxxx)))).x;
    t1.x = (mix(uintBitsToFloat(imms[1].yyyy), uintBitsToFloat(imms[1].xxxx), notEqual(floatBitsToUint(t0.xxxx), uvec4(0u)))).x;
    t2.x = (uintBitsToFloat(imms[0].xxxx)).x;
    t4.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((imms[0].yyyy).x != 0u)).xyxy)).xy;
    t5.x = (uintBitsToFloat(imms[0].xxxx)).x;
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t9.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(t5.xxxx), floatBitsToUint(svs[1].xxxx))))).x;
        if ((floatBitsToUint(t9.xxxx)).x != 0u) {
            break;
        }
        t6.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t5.xxxx), imms[0].zzzz)))).x;
        t6.x = (mix(t4.yyyy, t4.xxxx, notEqual(floatBitsToUint(t6.xxxx), uvec4(0u)))).x;
        t7.x = (uintBitsToFloat(floatBitsToUint(t6.xxxx) >> (floatBitsToUint(t5.xxxx) & 31u))).x;
        t7.x = (uintBitsToFloat(floatBitsToUint(t7.xxxx) & imms[0].wwww)).x;
        t8.x = (uintBitsToFloat(readInvocationARB(floatBitsToUint(t1), (floatBitsToUint(t5.xxxx)).x))).x;
        t3.x = (t2 + t8).x;
        t10.x = (uintBitsToFloat(uvec4(packHalf2x16((t3).xy)))).x;
        t11.x = ((unpackHalf2x16((floatBitsToUint(t10.xxxx)).x)).xyxy).x;
        t2.x = (mix(t2, t11, notEqual(floatBitsToUint(t7.xxxx), uvec4(0u)))).x;
        t5.x = (uintBitsToFloat(floatBitsToUint(t5.xxxx) + imms[0].wwww)).x;
    }
    t12.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(svs[0]), imms[2].xxxx)))).x;
    t13.x = (mix(uintBitsToFloat(imms[1].yyyy), uintBitsToFloat(imms[1].xxxx), notEqual(floatBitsToUint(t12.xxxx), uvec4(0u)))).x;
    t14.x = (uintBitsToFloat(imms[0].xxxx)).x;
    t16.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((imms[0].yyyy).x != 0u)).xyxy)).xy;
    t17.x = (uintBitsToFloat(imms[0].xxxx)).x;
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t21.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(t17.xxxx), floatBitsToUint(svs[1].xxxx))))).x;
        if ((floatBitsToUint(t21.xxxx)).x != 0u) {
            break;
        }
        t18.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t17.xxxx), imms[0].zzzz)))).x;
        t18.x = (mix(t16.yyyy, t16.xxxx, notEqual(floatBitsToUint(t18.xxxx), uvec4(0u)))).x;
        t19.x = (uintBitsToFloat(floatBitsToUint(t18.xxxx) >> (floatBitsToUint(t17.xxxx) & 31u))).x;
        t19.x = (uintBitsToFloat(floatBitsToUint(t19.xxxx) & imms[0].wwww)).x;
        t20.x = (uintBitsToFloat(readInvocationARB(floatBitsToUint(t13), (floatBitsToUint(t17.xxxx)).x))).x;
        t15.x = (t14 + t20).x;
        t22.x = (uintBitsToFloat(uvec4(packHalf2x16((t15).xy)))).x;
        t23.x = ((unpackHalf2x16((floatBitsToUint(t22.xxxx)).x)).xyxy).x;
        t14.x = (mix(t14, t23, notEqual(floatBitsToUint(t19.xxxx), uvec4(0u)))).x;
        t17.x = (uintBitsToFloat(floatBitsToUint(t17.xxxx) + imms[0].wwww)).x;
    }
    t24.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(svs[0]), imms[2].yyyy)))).x;
    t25.x = (mix(uintBitsToFloat(imms[1].wwww), uintBitsToFloat(imms[1].zzzz), notEqual(floatBitsToUint(t24.xxxx), uvec4(0u)))).x;
    t26.x = (uintBitsToFloat(imms[0].xxxx)).x;
    t28.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((imms[0].yyyy).x != 0u)).xyxy)).xy;
    t29.x = (uintBitsToFloat(imms[0].xxxx)).x;
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t33.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(t29.xxxx), floatBitsToUint(svs[1].xxxx))))).x;
        if ((floatBitsToUint(t33.xxxx)).x != 0u) {
            break;
        }
        t30.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t29.xxxx), imms[0].zzzz)))).x;
        t30.x = (mix(t28.yyyy, t28.xxxx, notEqual(floatBitsToUint(t30.xxxx), uvec4(0u)))).x;
        t31.x = (uintBitsToFloat(floatBitsToUint(t30.xxxx) >> (floatBitsToUint(t29.xxxx) & 31u))).x;
        t31.x = (uintBitsToFloat(floatBitsToUint(t31.xxxx) & imms[0].wwww)).x;
        t32.x = (uintBitsToFloat(readInvocationARB(floatBitsToUint(t25), (floatBitsToUint(t29.xxxx)).x))).x;
        t27.x = (t26 + t32).x;
        t34.x = (uintBitsToFloat(uvec4(packHalf2x16((t27).xy)))).x;
        t35.x = ((unpackHalf2x16((floatBitsToUint(t34.xxxx)).x)).xyxy).x;
        t26.x = (mix(t26, t35, notEqual(floatBitsToUint(t31.xxxx), uvec4(0u)))).x;
        t29.x = (uintBitsToFloat(floatBitsToUint(t29.xxxx) + imms[0].wwww)).x;
    }
    t36.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(svs[0]), imms[2].zzzz)))).x;
    if ((floatBitsToUint(t36.xxxx)).x != 0u) {
        t37.x = (vec4(floatBitsToUint(svs[1]))).x;
        {
            uint tgsi_w = (imms[0].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t37);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint tgsi_w = (imms[2].yyyy).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t2);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint tgsi_w = (imms[2].wwww).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t14);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint tgsi_w = (imms[3].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t26);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
    }
    tgsi_store_outputs();
}
