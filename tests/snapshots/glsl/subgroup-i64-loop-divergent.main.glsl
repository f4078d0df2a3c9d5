#version 450 core
#extension GL_ARB_gpu_shader_int64 : require
#extension GL_ARB_shader_ballot : require
// Translated from TGSI by Tungsten (COMP, 90 instructions)
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
precise vec4 t49;
precise vec4 t50;
precise vec4 t51;
precise vec4 t52;
precise vec4 t53;
precise vec4 t54;
precise vec4 t55;
precise vec4 t56;
precise vec4 t57;
precise vec4 t58;
vec4 svs[2];
const uvec4 imms[2] = uvec4[2](
    uvec4(0u, 32u, 4294967295u, 4u),
    uvec4(1u, 2u, 3u, 0u));
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
    t48 = vec4(0.0);
    t49 = vec4(0.0);
    t50 = vec4(0.0);
    t51 = vec4(0.0);
    t52 = vec4(0.0);
    t53 = vec4(0.0);
    t54 = vec4(0.0);
    t55 = vec4(0.0);
    t56 = vec4(0.0);
    t57 = vec4(0.0);
    t58 = vec4(0.0);
    svs[0] = uintBitsToFloat(uvec4(gl_SubGroupInvocationARB, 0u, 0u, 0u));
    svs[1] = uintBitsToFloat(uvec4(uint(gl_SubGroupSizeARB), 0u, 0u, 0u));
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0 = uintBitsToFloat(imms[0].xxxx);
    t1 = uintBitsToFloat(imms[0].xxxx);
    t2 = uintBitsToFloat(imms[0].xxxx);
    {
        int64_t tgsi_r = int64_t((floatBitsToUint(svs[0].xxxx)).x);
        t3.xy = (uintBitsToFloat(uvec4(unpackUint2x32(uint64_t(tgsi_r)), 0u, 0u))).xy;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t3)).xy) << ((imms[0].yyyy).x & 63u);
        t4.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t4)).xy) + packUint2x32((imms[0].zxzz).xy);
        t5.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t0 = uintBitsToFloat(imms[0].xxxx);
    t1 = uintBitsToFloat(imms[0].xxxx);
    t2 = uintBitsToFloat(imms[0].xxxx);
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t9.x = (uintBitsToFloat(tgsi_umod(floatBitsToUint(svs[0]), imms[0].wwww))).x;
        t12.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t9), floatBitsToUint(t2.xxxx))))).x;
        if ((floatBitsToUint(t12.xxxx)).x != 0u) {
            break;
        }
        t13 = t0;
        t14.xy = (uintBitsToFloat(imms[0].xxxx)).xy;
        t16.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((imms[0].zzzz).x != 0u)).xyxy)).xy;
        t17.x = (uintBitsToFloat(imms[0].xxxx)).x;
        for (int tgsi_loop1 = 0; tgsi_loop1 < 1048576; tgsi_loop1++) {
            t21.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(t17.xxxx), floatBitsToUint(svs[1].xxxx))))).x;
            if ((floatBitsToUint(t21.xxxx)).x != 0u) {
                break;
            }
            t18.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t17.xxxx), imms[0].yyyy)))).x;
            t18.x = (mix(t16.yyyy, t16.xxxx, notEqual(floatBitsToUint(t18.xxxx), uvec4(0u)))).x;
            t19.x = (uintBitsToFloat(floatBitsToUint(t18.xxxx) >> (floatBitsToUint(t17.xxxx) & 31u))).x;
            t19.x = (uintBitsToFloat(floatBitsToUint(t19.xxxx) & imms[1].xxxx)).x;
            t20.xy = (uintBitsToFloat(readInvocationARB(imms[1].xxxx, (floatBitsToUint(t17.xxxx)).x))).xy;
            {
                uint64_t tgsi_r = packUint2x32((floatBitsToUint(t14)).xy) + packUint2x32((floatBitsToUint(t20)).xy);
                t15.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
            }
            t14.xy = (mix(t14, t15, notEqual(floatBitsToUint(t19.xxxx), uvec4(0u)))).xy;
            t17.x = (uintBitsToFloat(floatBitsToUint(t17.xxxx) + imms[1].xxxx)).x;
        }
        {
            uint64_t tgsi_r = packUint2x32((floatBitsToUint(t13)).xy) + packUint2x32((floatBitsToUint(t14)).xy);
            t22.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
        }
        t0 = t22;
        t23.x = (uintBitsToFloat(floatBitsToUint(svs[0]) ^ imms[0].wwww)).x;
        t24.xy = (uintBitsToFloat(imms[0].xxxx)).xy;
        t26.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((imms[0].zzzz).x != 0u)).xyxy)).xy;
        t27.x = (uintBitsToFloat(imms[0].xxxx)).x;
        for (int tgsi_loop1 = 0; tgsi_loop1 < 1048576; tgsi_loop1++) {
            t31.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(t27.xxxx), floatBitsToUint(svs[1].xxxx))))).x;
            if ((floatBitsToUint(t31.xxxx)).x != 0u) {
                break;
            }
            t28.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t27.xxxx), imms[0].yyyy)))).x;
            t28.x = (mix(t26.yyyy, t26.xxxx, notEqual(floatBitsToUint(t28.xxxx), uvec4(0u)))).x;
            t29.x = (uintBitsToFloat(floatBitsToUint(t28.xxxx) >> (floatBitsToUint(t27.xxxx) & 31u))).x;
            t29.x = (uintBitsToFloat(floatBitsToUint(t29.xxxx) & imms[1].xxxx)).x;
            t30.xy = (uintBitsToFloat(readInvocationARB(floatBitsToUint(t5), (floatBitsToUint(t27.xxxx)).x))).xy;
            t32.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t27.xxxx), floatBitsToUint(t23.xxxx))))).x;
            t29.x = (uintBitsToFloat(floatBitsToUint(t29.xxxx) & floatBitsToUint(t32.xxxx))).x;
            t24.xy = (mix(t24, t30, notEqual(floatBitsToUint(t29.xxxx), uvec4(0u)))).xy;
            t27.x = (uintBitsToFloat(floatBitsToUint(t27.xxxx) + imms[1].xxxx)).x;
        }
        t1 = t24;
        t34.x = (uintBitsToFloat(floatBitsToUint(t2.xxxx) + imms[1].xxxx)).x;
        t2 = t34;
    }
    t35.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(svs[0]), imms[0].xxxx)))).x;
    if ((floatBitsToUint(t35.xxxx)).x != 0u) {
        {
            uint tgsi_w = (imms[0].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(svs[1]);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
    }
    t36.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(svs[0]), imms[0].wwww)))).x;
    if ((floatBitsToUint(t36.xxxx)).x != 0u) {
        t37.x = (uintBitsToFloat(imms[0].wwww * floatBitsToUint(svs[0]))).x;
        t38.x = (uintBitsToFloat(imms[1].xxxx + floatBitsToUint(t37))).x;
        t39.x = (uintBitsToFloat(floatBitsToUint(t38.xxxx) * imms[0].wwww)).x;
        t41.x = (t0.xxxx).x;
        {
            uint tgsi_w = (floatBitsToUint(t39.xxxx)).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t41);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t42.x = (uintBitsToFloat(imms[0].wwww * floatBitsToUint(svs[0]))).x;
        t43.x = (uintBitsToFloat(imms[1].yyyy + floatBitsToUint(t42))).x;
        t44.x = (uintBitsToFloat(floatBitsToUint(t43.xxxx) * imms[0].wwww)).x;
        t45 = t0;
        {
            uint64_t tgsi_r = packUint2x32((floatBitsToUint(t45)).xy) >> ((imms[0].yyyy).x & 63u);
            t46.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
        }
        t47.x = (t46.xxxx).x;
        {
            uint tgsi_w = (floatBitsToUint(t44.xxxx)).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t47);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t48.x = (uintBitsToFloat(imms[0].wwww * floatBitsToUint(svs[0]))).x;
        t49.x = (uintBitsToFloat(imms[1].zzzz + floatBitsToUint(t48))).x;
        t50.x = (uintBitsToFloat(floatBitsToUint(t49.xxxx) * imms[0].wwww)).x;
        t52.x = (t1.xxxx).x;
        {
            uint tgsi_w = (floatBitsToUint(t50.xxxx)).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t52);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t53.x = (uintBitsToFloat(imms[0].wwww * floatBitsToUint(svs[0]))).x;
        t54.x = (uintBitsToFloat(imms[0].wwww + floatBitsToUint(t53))).x;
        t55.x = (uintBitsToFloat(floatBitsToUint(t54.xxxx) * imms[0].wwww)).x;
        t56 = t1;
        {
            uint64_t tgsi_r = packUint2x32((floatBitsToUint(t56)).xy) >> ((imms[0].yyyy).x & 63u);
            t57.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
        }
        t58.x = (t57.xxxx).x;
        {
            uint tgsi_w = (floatBitsToUint(t55.xxxx)).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t58);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
    }
    tgsi_store_outputs();
}
