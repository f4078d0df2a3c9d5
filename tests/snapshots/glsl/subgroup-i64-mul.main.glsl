#version 450 core
#extension GL_ARB_gpu_shader_int64 : require
#extension GL_ARB_shader_ballot : require
// Translated from TGSI by Tungsten (COMP, 102 instructions)
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
precise vec4 t61;
precise vec4 t62;
precise vec4 t63;
precise vec4 t64;
vec4 svs[2];
const uvec4 imms[13] = uvec4[13](
    uvec4(1u, 4u, 0u, 4294967295u),
    uvec4(32u, 3u, 4294901760u, 4294967295u),
    uvec4(5u, 7u, 0u, 0u),
    uvec4(2u, 2u, 2u, 2u),
    uvec4(8u, 8u, 8u, 8u),
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
    t61 = vec4(0.0);
    t62 = vec4(0.0);
    t63 = vec4(0.0);
    t64 = vec4(0.0);
    svs[0] = uintBitsToFloat(uvec4(gl_SubGroupInvocationARB, 0u, 0u, 0u));
    svs[1] = uintBitsToFloat(uvec4(uint(gl_SubGroupSizeARB), 0u, 0u, 0u));
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0.x = (uintBitsToFloat(floatBitsToUint(svs[0]) + imms[0].xxxx)).x;
    {
        int64_t tgsi_r = int64_t((floatBitsToUint(t0.xxxx)).x);
        t1.xy = (uintBitsToFloat(uvec4(unpackUint2x32(uint64_t(tgsi_r)), 0u, 0u))).xy;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t1)).xy) << ((imms[0].yyyy).x & 63u);
        t2.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t3.xy = (uintBitsToFloat(imms[0].xzxz)).xy;
    t5.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((imms[0].wwww).x != 0u)).xyxy)).xy;
    t6.x = (uintBitsToFloat(imms[0].zzzz)).x;
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t10.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(t6.xxxx), floatBitsToUint(svs[1].xxxx))))).x;
        if ((floatBitsToUint(t10.xxxx)).x != 0u) {
            break;
        }
        t7.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t6.xxxx), imms[1].xxxx)))).x;
        t7.x = (mix(t5.yyyy, t5.xxxx, notEqual(floatBitsToUint(t7.xxxx), uvec4(0u)))).x;
        t8.x = (uintBitsToFloat(floatBitsToUint(t7.xxxx) >> (floatBitsToUint(t6.xxxx) & 31u))).x;
        t8.x = (uintBitsToFloat(floatBitsToUint(t8.xxxx) & imms[0].xxxx)).x;
        t9.xy = (uintBitsToFloat(readInvocationARB(floatBitsToUint(t2), (floatBitsToUint(t6.xxxx)).x))).xy;
        {
            uint64_t tgsi_r = packUint2x32((floatBitsToUint(t3)).xy) * packUint2x32((floatBitsToUint(t9)).xy);
            t4.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
        }
        t3.xy = (mix(t3, t4, notEqual(floatBitsToUint(t8.xxxx), uvec4(0u)))).xy;
        t6.x = (uintBitsToFloat(floatBitsToUint(t6.xxxx) + imms[0].xxxx)).x;
    }
    t11.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(svs[0]), imms[1].yyyy)))).x;
    t12.xy = (mix(uintBitsToFloat(imms[0].xzxx), uintBitsToFloat(imms[1].zwzz), notEqual(floatBitsToUint(t11.xxxx), uvec4(0u)))).xy;
    t13.xy = (uintBitsToFloat(imms[0].xzxz)).xy;
    t15.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((imms[0].wwww).x != 0u)).xyxy)).xy;
    t16.x = (uintBitsToFloat(imms[0].zzzz)).x;
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t20.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(t16.xxxx), floatBitsToUint(svs[1].xxxx))))).x;
        if ((floatBitsToUint(t20.xxxx)).x != 0u) {
            break;
        }
        t17.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t16.xxxx), imms[1].xxxx)))).x;
        t17.x = (mix(t15.yyyy, t15.xxxx, notEqual(floatBitsToUint(t17.xxxx), uvec4(0u)))).x;
        t18.x = (uintBitsToFloat(floatBitsToUint(t17.xxxx) >> (floatBitsToUint(t16.xxxx) & 31u))).x;
        t18.x = (uintBitsToFloat(floatBitsToUint(t18.xxxx) & imms[0].xxxx)).x;
        t19.xy = (uintBitsToFloat(readInvocationARB(floatBitsToUint(t12), (floatBitsToUint(t16.xxxx)).x))).xy;
        {
            uint64_t tgsi_r = packUint2x32((floatBitsToUint(t13)).xy) * packUint2x32((floatBitsToUint(t19)).xy);
            t14.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
        }
        t13.xy = (mix(t13, t14, notEqual(floatBitsToUint(t18.xxxx), uvec4(0u)))).xy;
        t16.x = (uintBitsToFloat(floatBitsToUint(t16.xxxx) + imms[0].xxxx)).x;
    }
    t21.x = (uintBitsToFloat(floatBitsToUint(svs[0]) + imms[0].xxxx)).x;
    {
        int64_t tgsi_r = int64_t((floatBitsToUint(t21.xxxx)).x);
        t22.xy = (uintBitsToFloat(uvec4(unpackUint2x32(uint64_t(tgsi_r)), 0u, 0u))).xy;
    }
    t23.xy = (uintBitsToFloat(imms[0].xzxz)).xy;
    t25.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((imms[0].wwww).x != 0u)).xyxy)).xy;
    t26.x = (uintBitsToFloat(imms[0].zzzz)).x;
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t30.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(t26.xxxx), floatBitsToUint(svs[1].xxxx))))).x;
        if ((floatBitsToUint(t30.xxxx)).x != 0u) {
            break;
        }
        t27.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t26.xxxx), imms[1].xxxx)))).x;
        t27.x = (mix(t25.yyyy, t25.xxxx, notEqual(floatBitsToUint(t27.xxxx), uvec4(0u)))).x;
        t28.x = (uintBitsToFloat(floatBitsToUint(t27.xxxx) >> (floatBitsToUint(t26.xxxx) & 31u))).x;
        t28.x = (uintBitsToFloat(floatBitsToUint(t28.xxxx) & imms[0].xxxx)).x;
        t29.xy = (uintBitsToFloat(readInvocationARB(floatBitsToUint(t22), (floatBitsToUint(t26.xxxx)).x))).xy;
        t31.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t26.xxxx), floatBitsToUint(svs[0].xxxx))))).x;
        t28.x = (uintBitsToFloat(floatBitsToUint(t28.xxxx) & floatBitsToUint(t31.xxxx))).x;
        {
            uint64_t tgsi_r = packUint2x32((floatBitsToUint(t23)).xy) * packUint2x32((floatBitsToUint(t29)).xy);
            t24.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
        }
        t23.xy = (mix(t23, t24, notEqual(floatBitsToUint(t28.xxxx), uvec4(0u)))).xy;
        t26.x = (uintBitsToFloat(floatBitsToUint(t26.xxxx) + imms[0].xxxx)).x;
    }
    t32.xy = (uintBitsToFloat(imms[0].xzxz)).xy;
    t34.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((imms[0].wwww).x != 0u)).xyxy)).xy;
    t35.x = (uintBitsToFloat(imms[0].zzzz)).x;
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t39.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(t35.xxxx), floatBitsToUint(svs[1].xxxx))))).x;
        if ((floatBitsToUint(t39.xxxx)).x != 0u) {
            break;
        }
        t36.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t35.xxxx), imms[1].xxxx)))).x;
        t36.x = (mix(t34.yyyy, t34.xxxx, notEqual(floatBitsToUint(t36.xxxx), uvec4(0u)))).x;
        t37.x = (uintBitsToFloat(floatBitsToUint(t36.xxxx) >> (floatBitsToUint(t35.xxxx) & 31u))).x;
        t37.x = (uintBitsToFloat(floatBitsToUint(t37.xxxx) & imms[0].xxxx)).x;
        t38.xy = (uintBitsToFloat(readInvocationARB(imms[0].zxzz, (floatBitsToUint(t35.xxxx)).x))).xy;
        {
            uint64_t tgsi_r = packUint2x32((floatBitsToUint(t32)).xy) * packUint2x32((floatBitsToUint(t38)).xy);
            t33.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
        }
        t32.xy = (mix(t32, t33, notEqual(floatBitsToUint(t37.xxxx), uvec4(0u)))).xy;
        t35.x = (uintBitsToFloat(floatBitsToUint(t35.xxxx) + imms[0].xxxx)).x;
    }
    t40.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(svs[0]), imms[0].yyyy)))).x;
    if ((floatBitsToUint(t40.xxxx)).x != 0u) {
        {
            uint tgsi_w = (imms[0].zzzz).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(svs[1]);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t42.x = (t3.xxxx).x;
        {
            uint tgsi_w = (imms[0].yyyy).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t42);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint64_t tgsi_r = packUint2x32((floatBitsToUint(t3)).xy) >> ((imms[1].xxxx).x & 63u);
            t45.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
        }
        t46.x = (t45.xxxx).x;
        {
            uint tgsi_w = (imms[4].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t46);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t48.x = (t13.xxxx).x;
        {
            uint tgsi_w = (imms[5].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t48);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint64_t tgsi_r = packUint2x32((floatBitsToUint(t13)).xy) >> ((imms[1].xxxx).x & 63u);
            t51.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
        }
        t52.x = (t51.xxxx).x;
        {
            uint tgsi_w = (imms[7].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t52);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t54.x = (t23.xxxx).x;
        {
            uint tgsi_w = (imms[8].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t54);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint64_t tgsi_r = packUint2x32((floatBitsToUint(t23)).xy) >> ((imms[1].xxxx).x & 63u);
            t57.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
        }
        t58.x = (t57.xxxx).x;
        {
            uint tgsi_w = (imms[10].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t58);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t60.x = (t32.xxxx).x;
        {
            uint tgsi_w = (imms[11].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t60);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint64_t tgsi_r = packUint2x32((floatBitsToUint(t32)).xy) >> ((imms[1].xxxx).x & 63u);
            t63.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
        }
        t64.x = (t63.xxxx).x;
        {
            uint tgsi_w = (imms[1].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t64);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
    }
    tgsi_store_outputs();
}
