#version 450 core
#extension GL_ARB_gpu_shader_int64 : require
#extension GL_ARB_shader_ballot : require
// Translated from TGSI by Tungsten (COMP, 83 instructions)
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
const uvec4 imms[3] = uvec4[3](
    uvec4(0u, 4294967295u, 32u, 1u),
    uvec4(1157619712u, 1056964608u, 0u, 0u),
    uvec4(4u, 5u, 9u, 0u));
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
        t10.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(svs[0].xxxx), floatBitsToUint(t5.xxxx))))).x;
        t7.x = (uintBitsToFloat(floatBitsToUint(t7.xxxx) & floatBitsToUint(t10.xxxx))).x;
        t3.x = (t2 + t8).x;
        t11.x = (uintBitsToFloat(uvec4(packHalf2x16((t3).xy)))).x;
        t12.x = ((unpackHalf2x16((floatBitsToUint(t11.xxxx)).x)).xyxy).x;
        t2.x = (mix(t2, t12, notEqual(floatBitsToUint(t7.xxxx), uvec4(0u)))).x;
        t5.x = (uintBitsToFloat(floatBitsToUint(t5.xxxx) + imms[0].wwww)).x;
    }
    t13.x = (uintBitsToFloat(imms[0].xxxx)).x;
    t15.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((imms[0].yyyy).x != 0u)).xyxy)).xy;
    t16.x = (uintBitsToFloat(imms[0].xxxx)).x;
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t20.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(t16.xxxx), floatBitsToUint(svs[1].xxxx))))).x;
        if ((floatBitsToUint(t20.xxxx)).x != 0u) {
            break;
        }
        t17.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t16.xxxx), imms[0].zzzz)))).x;
        t17.x = (mix(t15.yyyy, t15.xxxx, notEqual(floatBitsToUint(t17.xxxx), uvec4(0u)))).x;
        t18.x = (uintBitsToFloat(floatBitsToUint(t17.xxxx) >> (floatBitsToUint(t16.xxxx) & 31u))).x;
        t18.x = (uintBitsToFloat(floatBitsToUint(t18.xxxx) & imms[0].wwww)).x;
        t19.x = (uintBitsToFloat(readInvocationARB(floatBitsToUint(t1), (floatBitsToUint(t16.xxxx)).x))).x;
        t21.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t16.xxxx), floatBitsToUint(svs[0].xxxx))))).x;
        t18.x = (uintBitsToFloat(floatBitsToUint(t18.xxxx) & floatBitsToUint(t21.xxxx))).x;
        t14.x = (t13 + t19).x;
        t22.x = (uintBitsToFloat(uvec4(packHalf2x16((t14).xy)))).x;
        t23.x = ((unpackHalf2x16((floatBitsToUint(t22.xxxx)).x)).xyxy).x;
        t13.x = (mix(t13, t23, notEqual(floatBitsToUint(t18.xxxx), uvec4(0u)))).x;
        t16.x = (uintBitsToFloat(floatBitsToUint(t16.xxxx) + imms[0].wwww)).x;
    }
    t24.x = (uintBitsToFloat(imms[0].xxxx)).x;
    t26.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((imms[0].yyyy).x != 0u)).xyxy)).xy;
    t27.x = (uintBitsToFloat(imms[0].xxxx)).x;
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t31.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(t27.xxxx), floatBitsToUint(svs[1].xxxx))))).x;
        if ((floatBitsToUint(t31.xxxx)).x != 0u) {
            break;
        }
        t28.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t27.xxxx), imms[0].zzzz)))).x;
        t28.x = (mix(t26.yyyy, t26.xxxx, notEqual(floatBitsToUint(t28.xxxx), uvec4(0u)))).x;
        t29.x = (uintBitsToFloat(floatBitsToUint(t28.xxxx) >> (floatBitsToUint(t27.xxxx) & 31u))).x;
        t29.x = (uintBitsToFloat(floatBitsToUint(t29.xxxx) & imms[0].wwww)).x;
        t30.x = (uintBitsToFloat(readInvocationARB(imms[1].yyyy, (floatBitsToUint(t27.xxxx)).x))).x;
        t32.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(svs[0].xxxx), floatBitsToUint(t27.xxxx))))).x;
        t29.x = (uintBitsToFloat(floatBitsToUint(t29.xxxx) & floatBitsToUint(t32.xxxx))).x;
        t25.x = (t24 + t30).x;
        t33.x = (uintBitsToFloat(uvec4(packHalf2x16((t25).xy)))).x;
        t34.x = ((unpackHalf2x16((floatBitsToUint(t33.xxxx)).x)).xyxy).x;
        t24.x = (mix(t24, t34, notEqual(floatBitsToUint(t29.xxxx), uvec4(0u)))).x;
        t27.x = (uintBitsToFloat(floatBitsToUint(t27.xxxx) + imms[0].wwww)).x;
    }
    t35.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(svs[0]), imms[0].xxxx)))).x;
    if ((floatBitsToUint(t35.xxxx)).x != 0u) {
        t36.x = (vec4(floatBitsToUint(svs[1]))).x;
        {
            uint tgsi_w = (imms[0].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t36);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
    }
    t37.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(svs[0]), imms[2].xxxx)))).x;
    if ((floatBitsToUint(t37.xxxx)).x != 0u) {
        t38.x = (uintBitsToFloat(imms[0].wwww + floatBitsToUint(svs[0]))).x;
        t39.x = (uintBitsToFloat(floatBitsToUint(t38.xxxx) * imms[2].xxxx)).x;
        {
            uint tgsi_w = (floatBitsToUint(t39.xxxx)).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t2);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t40.x = (uintBitsToFloat(imms[2].yyyy + floatBitsToUint(svs[0]))).x;
        t41.x = (uintBitsToFloat(floatBitsToUint(t40.xxxx) * imms[2].xxxx)).x;
        {
            uint tgsi_w = (floatBitsToUint(t41.xxxx)).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t13);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t42.x = (uintBitsToFloat(imms[2].zzzz + floatBitsToUint(svs[0]))).x;
        t43.x = (uintBitsToFloat(floatBitsToUint(t42.xxxx) * imms[2].xxxx)).x;
        {
            uint tgsi_w = (floatBitsToUint(t43.xxxx)).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t24);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
    }
    tgsi_store_outputs();
}
