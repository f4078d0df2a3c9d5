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
precise vec4 t59;
precise vec4 t60;
vec4 svs[2];
const uvec4 imms[12] = uvec4[12](
    uvec4(8u, 1u, 0u, 4294967295u),
    uvec4(32u, 4042322160u, 5u, 4u),
    uvec4(3u, 7u, 0u, 0u),
    uvec4(2u, 2u, 2u, 2u),
    uvec4(12u, 12u, 12u, 12u),
    uvec4(4u, 4u, 4u, 4u),
    uvec4(16u, 16u, 16u, 16u),
    uvec4(20u, 20u, 20u, 20u),
    uvec4(6u, 6u, 6u, 6u),
    uvec4(24u, 24u, 24u, 24u),
    uvec4(28u, 28u, 28u, 28u),
    uvec4(8u, 8u, 8u, 8u));
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
    t59 = vec4(0.0);
    t60 = vec4(0.0);
    svs[0] = uintBitsToFloat(uvec4(gl_SubGroupInvocationARB, 0u, 0u, 0u));
    svs[1] = uintBitsToFloat(uvec4(uint(gl_SubGroupSizeARB), 0u, 0u, 0u));
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0.x = (uintBitsToFloat(imms[0].xxxx * floatBitsToUint(svs[0]))).x;
    {
        uint64_t tgsi_r = packUint2x32((imms[0].yzyy).xy) << ((floatBitsToUint(t0.xxxx)).x & 63u);
        t1.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t2.xy = (uintBitsToFloat(imms[0].zzzz)).xy;
    t4.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((imms[0].wwww).x != 0u)).xyxy)).xy;
    t5.x = (uintBitsToFloat(imms[0].zzzz)).x;
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t9.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(t5.xxxx), floatBitsToUint(svs[1].xxxx))))).x;
        if ((floatBitsToUint(t9.xxxx)).x != 0u) {
            break;
        }
        t6.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t5.xxxx), imms[1].xxxx)))).x;
        t6.x = (mix(t4.yyyy, t4.xxxx, notEqual(floatBitsToUint(t6.xxxx), uvec4(0u)))).x;
        t7.x = (uintBitsToFloat(floatBitsToUint(t6.xxxx) >> (floatBitsToUint(t5.xxxx) & 31u))).x;
        t7.x = (uintBitsToFloat(floatBitsToUint(t7.xxxx) & imms[0].yyyy)).x;
        t8.xy = (uintBitsToFloat(readInvocationARB(floatBitsToUint(t1), (floatBitsToUint(t5.xxxx)).x))).xy;
        t3.xy = (uintBitsToFloat(floatBitsToUint(t2) | floatBitsToUint(t8))).xy;
        t2.xy = (mix(t2, t3, notEqual(floatBitsToUint(t7.xxxx), uvec4(0u)))).xy;
        t5.x = (uintBitsToFloat(floatBitsToUint(t5.xxxx) + imms[0].yyyy)).x;
    }
    t10.xy = (uintBitsToFloat(imms[0].zzzz)).xy;
    t12.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((imms[0].wwww).x != 0u)).xyxy)).xy;
    t13.x = (uintBitsToFloat(imms[0].zzzz)).x;
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t17.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(t13.xxxx), floatBitsToUint(svs[1].xxxx))))).x;
        if ((floatBitsToUint(t17.xxxx)).x != 0u) {
            break;
        }
        t14.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t13.xxxx), imms[1].xxxx)))).x;
        t14.x = (mix(t12.yyyy, t12.xxxx, notEqual(floatBitsToUint(t14.xxxx), uvec4(0u)))).x;
        t15.x = (uintBitsToFloat(floatBitsToUint(t14.xxxx) >> (floatBitsToUint(t13.xxxx) & 31u))).x;
        t15.x = (uintBitsToFloat(floatBitsToUint(t15.xxxx) & imms[0].yyyy)).x;
        t16.xy = (uintBitsToFloat(readInvocationARB(floatBitsToUint(t1), (floatBitsToUint(t13.xxxx)).x))).xy;
        t11.xy = (uintBitsToFloat(floatBitsToUint(t10) ^ floatBitsToUint(t16))).xy;
        t10.xy = (mix(t10, t11, notEqual(floatBitsToUint(t15.xxxx), uvec4(0u)))).xy;
        t13.x = (uintBitsToFloat(floatBitsToUint(t13.xxxx) + imms[0].yyyy)).x;
    }
    t18.xy = (uintBitsToFloat(~floatBitsToUint(t1))).xy;
    t19.xy = (uintBitsToFloat(imms[0].wwww)).xy;
    t21.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((imms[0].wwww).x != 0u)).xyxy)).xy;
    t22.x = (uintBitsToFloat(imms[0].zzzz)).x;
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t26.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(t22.xxxx), floatBitsToUint(svs[1].xxxx))))).x;
        if ((floatBitsToUint(t26.xxxx)).x != 0u) {
            break;
        }
        t23.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t22.xxxx), imms[1].xxxx)))).x;
        t23.x = (mix(t21.yyyy, t21.xxxx, notEqual(floatBitsToUint(t23.xxxx), uvec4(0u)))).x;
        t24.x = (uintBitsToFloat(floatBitsToUint(t23.xxxx) >> (floatBitsToUint(t22.xxxx) & 31u))).x;
        t24.x = (uintBitsToFloat(floatBitsToUint(t24.xxxx) & imms[0].yyyy)).x;
        t25.xy = (uintBitsToFloat(readInvocationARB(floatBitsToUint(t18), (floatBitsToUint(t22.xxxx)).x))).xy;
        t20.xy = (uintBitsToFloat(floatBitsToUint(t19) & floatBitsToUint(t25))).xy;
        t19.xy = (mix(t19, t20, notEqual(floatBitsToUint(t24.xxxx), uvec4(0u)))).xy;
        t22.x = (uintBitsToFloat(floatBitsToUint(t22.xxxx) + imms[0].yyyy)).x;
    }
    t27.xy = (uintBitsToFloat(imms[1].yyyy | floatBitsToUint(t1))).xy;
    t28.xy = (uintBitsToFloat(imms[0].wwww)).xy;
    t30.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((imms[0].wwww).x != 0u)).xyxy)).xy;
    t31.x = (uintBitsToFloat(imms[0].zzzz)).x;
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t35.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(t31.xxxx), floatBitsToUint(svs[1].xxxx))))).x;
        if ((floatBitsToUint(t35.xxxx)).x != 0u) {
            break;
        }
        t32.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t31.xxxx), imms[1].xxxx)))).x;
        t32.x = (mix(t30.yyyy, t30.xxxx, notEqual(floatBitsToUint(t32.xxxx), uvec4(0u)))).x;
        t33.x = (uintBitsToFloat(floatBitsToUint(t32.xxxx) >> (floatBitsToUint(t31.xxxx) & 31u))).x;
        t33.x = (uintBitsToFloat(floatBitsToUint(t33.xxxx) & imms[0].yyyy)).x;
        t34.xy = (uintBitsToFloat(readInvocationARB(floatBitsToUint(t27), (floatBitsToUint(t31.xxxx)).x))).xy;
        t29.xy = (uintBitsToFloat(floatBitsToUint(t28) & floatBitsToUint(t34))).xy;
        t28.xy = (mix(t28, t29, notEqual(floatBitsToUint(t33.xxxx), uvec4(0u)))).xy;
        t31.x = (uintBitsToFloat(floatBitsToUint(t31.xxxx) + imms[0].yyyy)).x;
    }
    t36.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(svs[0]), imms[1].zzzz)))).x;
    if ((floatBitsToUint(t36.xxxx)).x != 0u) {
        {
            uint tgsi_w = (imms[0].zzzz).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(svs[1]);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t38.x = (t2.xxxx).x;
        {
            uint tgsi_w = (imms[1].wwww).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t38);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint64_t tgsi_r = packUint2x32((floatBitsToUint(t2)).xy) >> ((imms[1].xxxx).x & 63u);
            t41.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
        }
        t42.x = (t41.xxxx).x;
        {
            uint tgsi_w = (imms[0].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t42);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t44.x = (t10.xxxx).x;
        {
            uint tgsi_w = (imms[4].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t44);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint64_t tgsi_r = packUint2x32((floatBitsToUint(t10)).xy) >> ((imms[1].xxxx).x & 63u);
            t47.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
        }
        t48.x = (t47.xxxx).x;
        {
            uint tgsi_w = (imms[6].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t48);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t50.x = (t19.xxxx).x;
        {
            uint tgsi_w = (imms[7].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t50);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint64_t tgsi_r = packUint2x32((floatBitsToUint(t19)).xy) >> ((imms[1].xxxx).x & 63u);
            t53.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
        }
        t54.x = (t53.xxxx).x;
        {
            uint tgsi_w = (imms[9].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t54);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t56.x = (t28.xxxx).x;
        {
            uint tgsi_w = (imms[10].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t56);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint64_t tgsi_r = packUint2x32((floatBitsToUint(t28)).xy) >> ((imms[1].xxxx).x & 63u);
            t59.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
        }
        t60.x = (t59.xxxx).x;
        {
            uint tgsi_w = (imms[1].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t60);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
    }
    tgsi_store_outputs();
}
