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
vec4 svs[2];
const uvec4 imms[2] = uvec4[2](
    uvec4(0u, 2u, 1u, 4294967295u),
    uvec4(32u, 4u, 0u, 0u));
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
    svs[0] = uintBitsToFloat(uvec4(gl_SubGroupInvocationARB, 0u, 0u, 0u));
    svs[1] = uintBitsToFloat(uvec4(uint(gl_SubGroupSizeARB), 0u, 0u, 0u));
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0 = uintBitsToFloat(imms[0].xxxx);
    t1 = uintBitsToFloat(imms[0].xxxx);
    t0 = uintBitsToFloat(imms[0].xxxx);
    t1 = uintBitsToFloat(imms[0].xxxx);
    t2.x = (uintBitsToFloat(tgsi_umod(floatBitsToUint(svs[0]), imms[0].yyyy))).x;
    t5.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t2), imms[0].xxxx)))).x;
    if ((floatBitsToUint(t5.xxxx)).x != 0u) {
        t6.x = (uintBitsToFloat(imms[0].xxxx)).x;
        t8.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((imms[0].wwww).x != 0u)).xyxy)).xy;
        t9.x = (uintBitsToFloat(imms[0].xxxx)).x;
        for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
            t13.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(t9.xxxx), floatBitsToUint(svs[1].xxxx))))).x;
            if ((floatBitsToUint(t13.xxxx)).x != 0u) {
                break;
            }
            t10.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t9.xxxx), imms[1].xxxx)))).x;
            t10.x = (mix(t8.yyyy, t8.xxxx, notEqual(floatBitsToUint(t10.xxxx), uvec4(0u)))).x;
            t11.x = (uintBitsToFloat(floatBitsToUint(t10.xxxx) >> (floatBitsToUint(t9.xxxx) & 31u))).x;
            t11.x = (uintBitsToFloat(floatBitsToUint(t11.xxxx) & imms[0].zzzz)).x;
            t12.x = (uintBitsToFloat(readInvocationARB(imms[0].zzzz, (floatBitsToUint(t9.xxxx)).x))).x;
            t7.x = (uintBitsToFloat(floatBitsToUint(t6) + floatBitsToUint(t12))).x;
            t6.x = (mix(t6, t7, notEqual(floatBitsToUint(t11.xxxx), uvec4(0u)))).x;
            t9.x = (uintBitsToFloat(floatBitsToUint(t9.xxxx) + imms[0].zzzz)).x;
        }
        t0 = t6;
        t14.x = (uintBitsToFloat(imms[0].xxxx)).x;
        t16.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((imms[0].wwww).x != 0u)).xyxy)).xy;
        t17.x = (uintBitsToFloat(imms[0].xxxx)).x;
        for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
            t21.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(t17.xxxx), floatBitsToUint(svs[1].xxxx))))).x;
            if ((floatBitsToUint(t21.xxxx)).x != 0u) {
                break;
            }
            t18.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t17.xxxx), imms[1].xxxx)))).x;
            t18.x = (mix(t16.yyyy, t16.xxxx, notEqual(floatBitsToUint(t18.xxxx), uvec4(0u)))).x;
            t19.x = (uintBitsToFloat(floatBitsToUint(t18.xxxx) >> (floatBitsToUint(t17.xxxx) & 31u))).x;
            t19.x = (uintBitsToFloat(floatBitsToUint(t19.xxxx) & imms[0].zzzz)).x;
            t20.x = (uintBitsToFloat(readInvocationARB(floatBitsToUint(svs[0]), (floatBitsToUint(t17.xxxx)).x))).x;
            t15.x = (uintBitsToFloat(floatBitsToUint(t14) + floatBitsToUint(t20))).x;
            t14.x = (mix(t14, t15, notEqual(floatBitsToUint(t19.xxxx), uvec4(0u)))).x;
            t17.x = (uintBitsToFloat(floatBitsToUint(t17.xxxx) + imms[0].zzzz)).x;
        }
        t1 = t14;
    } else {
        t22.x = (uintBitsToFloat(imms[0].xxxx)).x;
        t24.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((imms[0].wwww).x != 0u)).xyxy)).xy;
        t25.x = (uintBitsToFloat(imms[0].xxxx)).x;
        for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
            t29.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(t25.xxxx), floatBitsToUint(svs[1].xxxx))))).x;
            if ((floatBitsToUint(t29.xxxx)).x != 0u) {
                break;
            }
            t26.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t25.xxxx), imms[1].xxxx)))).x;
            t26.x = (mix(t24.yyyy, t24.xxxx, notEqual(floatBitsToUint(t26.xxxx), uvec4(0u)))).x;
            t27.x = (uintBitsToFloat(floatBitsToUint(t26.xxxx) >> (floatBitsToUint(t25.xxxx) & 31u))).x;
            t27.x = (uintBitsToFloat(floatBitsToUint(t27.xxxx) & imms[0].zzzz)).x;
            t28.x = (uintBitsToFloat(readInvocationARB(imms[0].zzzz, (floatBitsToUint(t25.xxxx)).x))).x;
            t23.x = (uintBitsToFloat(floatBitsToUint(t22) + floatBitsToUint(t28))).x;
            t22.x = (mix(t22, t23, notEqual(floatBitsToUint(t27.xxxx), uvec4(0u)))).x;
            t25.x = (uintBitsToFloat(floatBitsToUint(t25.xxxx) + imms[0].zzzz)).x;
        }
        t0 = t22;
        t30.x = (uintBitsToFloat(imms[0].xxxx)).x;
        t32.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((imms[0].wwww).x != 0u)).xyxy)).xy;
        t33.x = (uintBitsToFloat(imms[0].xxxx)).x;
        for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
            t37.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(t33.xxxx), floatBitsToUint(svs[1].xxxx))))).x;
            if ((floatBitsToUint(t37.xxxx)).x != 0u) {
                break;
            }
            t34.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t33.xxxx), imms[1].xxxx)))).x;
            t34.x = (mix(t32.yyyy, t32.xxxx, notEqual(floatBitsToUint(t34.xxxx), uvec4(0u)))).x;
            t35.x = (uintBitsToFloat(floatBitsToUint(t34.xxxx) >> (floatBitsToUint(t33.xxxx) & 31u))).x;
            t35.x = (uintBitsToFloat(floatBitsToUint(t35.xxxx) & imms[0].zzzz)).x;
            t36.x = (uintBitsToFloat(readInvocationARB(floatBitsToUint(svs[0]), (floatBitsToUint(t33.xxxx)).x))).x;
            t31.x = (uintBitsToFloat(floatBitsToUint(t30) + floatBitsToUint(t36))).x;
            t30.x = (mix(t30, t31, notEqual(floatBitsToUint(t35.xxxx), uvec4(0u)))).x;
            t33.x = (uintBitsToFloat(floatBitsToUint(t33.xxxx) + imms[0].zzzz)).x;
        }
        t1 = t30;
    }
    t38.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(svs[0]), imms[0].xxxx)))).x;
    if ((floatBitsToUint(t38.xxxx)).x != 0u) {
        {
            uint tgsi_w = (imms[0].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(svs[1]);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
    }
    t39.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(svs[0]), imms[1].yyyy)))).x;
    if ((floatBitsToUint(t39.xxxx)).x != 0u) {
        t40.x = (uintBitsToFloat(imms[0].yyyy * floatBitsToUint(svs[0]))).x;
        t41.x = (uintBitsToFloat(imms[0].zzzz + floatBitsToUint(t40))).x;
        t42.x = (uintBitsToFloat(floatBitsToUint(t41.xxxx) * imms[1].yyyy)).x;
        {
            uint tgsi_w = (floatBitsToUint(t42.xxxx)).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t0);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t44.x = (uintBitsToFloat(imms[0].yyyy * floatBitsToUint(svs[0]))).x;
        t45.x = (uintBitsToFloat(imms[0].yyyy + floatBitsToUint(t44))).x;
        t46.x = (uintBitsToFloat(floatBitsToUint(t45.xxxx) * imms[1].yyyy)).x;
        {
            uint tgsi_w = (floatBitsToUint(t46.xxxx)).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t1);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
    }
    tgsi_store_outputs();
}
