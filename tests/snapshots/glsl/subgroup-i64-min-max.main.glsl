#version 450 core
#extension GL_ARB_gpu_shader_int64 : require
#extension GL_ARB_shader_ballot : require
// Translated from TGSI by Tungsten (COMP, 144 instructions)
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
precise vec4 t65;
precise vec4 t66;
precise vec4 t67;
precise vec4 t68;
precise vec4 t69;
precise vec4 t70;
precise vec4 t71;
precise vec4 t72;
precise vec4 t73;
precise vec4 t74;
precise vec4 t75;
precise vec4 t76;
precise vec4 t77;
precise vec4 t78;
precise vec4 t79;
precise vec4 t80;
precise vec4 t81;
precise vec4 t82;
precise vec4 t83;
precise vec4 t84;
precise vec4 t85;
precise vec4 t86;
precise vec4 t87;
precise vec4 t88;
precise vec4 t89;
precise vec4 t90;
precise vec4 t91;
vec4 svs[2];
const uvec4 imms[20] = uvec4[20](
    uvec4(3u, 0u, 1u, 4294967295u),
    uvec4(4294967295u, 2147483647u, 32u, 6u),
    uvec4(0u, 2147483648u, 5u, 1u),
    uvec4(4u, 7u, 9u, 11u),
    uvec4(2u, 2u, 2u, 2u),
    uvec4(8u, 8u, 8u, 8u),
    uvec4(12u, 12u, 12u, 12u),
    uvec4(4u, 4u, 4u, 4u),
    uvec4(16u, 16u, 16u, 16u),
    uvec4(20u, 20u, 20u, 20u),
    uvec4(6u, 6u, 6u, 6u),
    uvec4(24u, 24u, 24u, 24u),
    uvec4(28u, 28u, 28u, 28u),
    uvec4(8u, 8u, 8u, 8u),
    uvec4(36u, 36u, 36u, 36u),
    uvec4(10u, 10u, 10u, 10u),
    uvec4(40u, 40u, 40u, 40u),
    uvec4(44u, 44u, 44u, 44u),
    uvec4(12u, 12u, 12u, 12u),
    uvec4(48u, 48u, 48u, 48u));
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
    t65 = vec4(0.0);
    t66 = vec4(0.0);
    t67 = vec4(0.0);
    t68 = vec4(0.0);
    t69 = vec4(0.0);
    t70 = vec4(0.0);
    t71 = vec4(0.0);
    t72 = vec4(0.0);
    t73 = vec4(0.0);
    t74 = vec4(0.0);
    t75 = vec4(0.0);
    t76 = vec4(0.0);
    t77 = vec4(0.0);
    t78 = vec4(0.0);
    t79 = vec4(0.0);
    t80 = vec4(0.0);
    t81 = vec4(0.0);
    t82 = vec4(0.0);
    t83 = vec4(0.0);
    t84 = vec4(0.0);
    t85 = vec4(0.0);
    t86 = vec4(0.0);
    t87 = vec4(0.0);
    t88 = vec4(0.0);
    t89 = vec4(0.0);
    t90 = vec4(0.0);
    t91 = vec4(0.0);
    svs[0] = uintBitsToFloat(uvec4(gl_SubGroupInvocationARB, 0u, 0u, 0u));
    svs[1] = uintBitsToFloat(uvec4(uint(gl_SubGroupSizeARB), 0u, 0u, 0u));
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    {
        int64_t tgsi_r = int64_t((floatBitsToUint(svs[0].xxxx)).x);
        t0.xy = (uintBitsToFloat(uvec4(unpackUint2x32(uint64_t(tgsi_r)), 0u, 0u))).xy;
    }
    {
        int64_t tgsi_r = -int64_t(packUint2x32((imms[0].xyxx).xy));
        t2.xy = (uintBitsToFloat(uvec4(unpackUint2x32(uint64_t(tgsi_r)), 0u, 0u))).xy;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t0)).xy) + packUint2x32((floatBitsToUint(t2)).xy);
        t1.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t1)).xy) * packUint2x32((imms[0].yzyy).xy);
        t3.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t4.xy = (uintBitsToFloat(imms[1].xyxy)).xy;
    t6.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((imms[0].wwww).x != 0u)).xyxy)).xy;
    t7.x = (uintBitsToFloat(imms[0].yyyy)).x;
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t11.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(t7.xxxx), floatBitsToUint(svs[1].xxxx))))).x;
        if ((floatBitsToUint(t11.xxxx)).x != 0u) {
            break;
        }
        t8.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t7.xxxx), imms[1].zzzz)))).x;
        t8.x = (mix(t6.yyyy, t6.xxxx, notEqual(floatBitsToUint(t8.xxxx), uvec4(0u)))).x;
        t9.x = (uintBitsToFloat(floatBitsToUint(t8.xxxx) >> (floatBitsToUint(t7.xxxx) & 31u))).x;
        t9.x = (uintBitsToFloat(floatBitsToUint(t9.xxxx) & imms[0].zzzz)).x;
        t10.xy = (uintBitsToFloat(readInvocationARB(floatBitsToUint(t3), (floatBitsToUint(t7.xxxx)).x))).xy;
        {
            int64_t tgsi_r = min(int64_t(packUint2x32((floatBitsToUint(t4)).xy)), int64_t(packUint2x32((floatBitsToUint(t10)).xy)));
            t5.xy = (uintBitsToFloat(uvec4(unpackUint2x32(uint64_t(tgsi_r)), 0u, 0u))).xy;
        }
        t4.xy = (mix(t4, t5, notEqual(floatBitsToUint(t9.xxxx), uvec4(0u)))).xy;
        t7.x = (uintBitsToFloat(floatBitsToUint(t7.xxxx) + imms[0].zzzz)).x;
    }
    t12.xy = (uintBitsToFloat(imms[2].xyxy)).xy;
    t14.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((imms[0].wwww).x != 0u)).xyxy)).xy;
    t15.x = (uintBitsToFloat(imms[0].yyyy)).x;
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t19.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(t15.xxxx), floatBitsToUint(svs[1].xxxx))))).x;
        if ((floatBitsToUint(t19.xxxx)).x != 0u) {
            break;
        }
        t16.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t15.xxxx), imms[1].zzzz)))).x;
        t16.x = (mix(t14.yyyy, t14.xxxx, notEqual(floatBitsToUint(t16.xxxx), uvec4(0u)))).x;
        t17.x = (uintBitsToFloat(floatBitsToUint(t16.xxxx) >> (floatBitsToUint(t15.xxxx) & 31u))).x;
        t17.x = (uintBitsToFloat(floatBitsToUint(t17.xxxx) & imms[0].zzzz)).x;
        t18.xy = (uintBitsToFloat(readInvocationARB(floatBitsToUint(t3), (floatBitsToUint(t15.xxxx)).x))).xy;
        {
            int64_t tgsi_r = max(int64_t(packUint2x32((floatBitsToUint(t12)).xy)), int64_t(packUint2x32((floatBitsToUint(t18)).xy)));
            t13.xy = (uintBitsToFloat(uvec4(unpackUint2x32(uint64_t(tgsi_r)), 0u, 0u))).xy;
        }
        t12.xy = (mix(t12, t13, notEqual(floatBitsToUint(t17.xxxx), uvec4(0u)))).xy;
        t15.x = (uintBitsToFloat(floatBitsToUint(t15.xxxx) + imms[0].zzzz)).x;
    }
    t20.xy = (uintBitsToFloat(imms[0].wwww)).xy;
    t22.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((imms[0].wwww).x != 0u)).xyxy)).xy;
    t23.x = (uintBitsToFloat(imms[0].yyyy)).x;
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t27.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(t23.xxxx), floatBitsToUint(svs[1].xxxx))))).x;
        if ((floatBitsToUint(t27.xxxx)).x != 0u) {
            break;
        }
        t24.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t23.xxxx), imms[1].zzzz)))).x;
        t24.x = (mix(t22.yyyy, t22.xxxx, notEqual(floatBitsToUint(t24.xxxx), uvec4(0u)))).x;
        t25.x = (uintBitsToFloat(floatBitsToUint(t24.xxxx) >> (floatBitsToUint(t23.xxxx) & 31u))).x;
        t25.x = (uintBitsToFloat(floatBitsToUint(t25.xxxx) & imms[0].zzzz)).x;
        t26.xy = (uintBitsToFloat(readInvocationARB(floatBitsToUint(t3), (floatBitsToUint(t23.xxxx)).x))).xy;
        {
            uint64_t tgsi_r = min(packUint2x32((floatBitsToUint(t20)).xy), packUint2x32((floatBitsToUint(t26)).xy));
            t21.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
        }
        t20.xy = (mix(t20, t21, notEqual(floatBitsToUint(t25.xxxx), uvec4(0u)))).xy;
        t23.x = (uintBitsToFloat(floatBitsToUint(t23.xxxx) + imms[0].zzzz)).x;
    }
    t28.xy = (uintBitsToFloat(imms[0].yyyy)).xy;
    t30.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((imms[0].wwww).x != 0u)).xyxy)).xy;
    t31.x = (uintBitsToFloat(imms[0].yyyy)).x;
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t35.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(t31.xxxx), floatBitsToUint(svs[1].xxxx))))).x;
        if ((floatBitsToUint(t35.xxxx)).x != 0u) {
            break;
        }
        t32.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t31.xxxx), imms[1].zzzz)))).x;
        t32.x = (mix(t30.yyyy, t30.xxxx, notEqual(floatBitsToUint(t32.xxxx), uvec4(0u)))).x;
        t33.x = (uintBitsToFloat(floatBitsToUint(t32.xxxx) >> (floatBitsToUint(t31.xxxx) & 31u))).x;
        t33.x = (uintBitsToFloat(floatBitsToUint(t33.xxxx) & imms[0].zzzz)).x;
        t34.xy = (uintBitsToFloat(readInvocationARB(floatBitsToUint(t3), (floatBitsToUint(t31.xxxx)).x))).xy;
        {
            uint64_t tgsi_r = max(packUint2x32((floatBitsToUint(t28)).xy), packUint2x32((floatBitsToUint(t34)).xy));
            t29.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
        }
        t28.xy = (mix(t28, t29, notEqual(floatBitsToUint(t33.xxxx), uvec4(0u)))).xy;
        t31.x = (uintBitsToFloat(floatBitsToUint(t31.xxxx) + imms[0].zzzz)).x;
    }
    {
        int64_t tgsi_r = int64_t((floatBitsToUint(svs[0].xxxx)).x);
        t36.xy = (uintBitsToFloat(uvec4(unpackUint2x32(uint64_t(tgsi_r)), 0u, 0u))).xy;
    }
    {
        int64_t tgsi_r = -int64_t(packUint2x32((floatBitsToUint(t36)).xy));
        t38.xy = (uintBitsToFloat(uvec4(unpackUint2x32(uint64_t(tgsi_r)), 0u, 0u))).xy;
    }
    {
        uint64_t tgsi_r = packUint2x32((imms[2].zwzz).xy) + packUint2x32((floatBitsToUint(t38)).xy);
        t37.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t39.xy = (uintBitsToFloat(imms[0].wwww)).xy;
    t41.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((imms[0].wwww).x != 0u)).xyxy)).xy;
    t42.x = (uintBitsToFloat(imms[0].yyyy)).x;
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t46.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(t42.xxxx), floatBitsToUint(svs[1].xxxx))))).x;
        if ((floatBitsToUint(t46.xxxx)).x != 0u) {
            break;
        }
        t43.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t42.xxxx), imms[1].zzzz)))).x;
        t43.x = (mix(t41.yyyy, t41.xxxx, notEqual(floatBitsToUint(t43.xxxx), uvec4(0u)))).x;
        t44.x = (uintBitsToFloat(floatBitsToUint(t43.xxxx) >> (floatBitsToUint(t42.xxxx) & 31u))).x;
        t44.x = (uintBitsToFloat(floatBitsToUint(t44.xxxx) & imms[0].zzzz)).x;
        t45.xy = (uintBitsToFloat(readInvocationARB(floatBitsToUint(t37), (floatBitsToUint(t42.xxxx)).x))).xy;
        {
            uint64_t tgsi_r = min(packUint2x32((floatBitsToUint(t39)).xy), packUint2x32((floatBitsToUint(t45)).xy));
            t40.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
        }
        t39.xy = (mix(t39, t40, notEqual(floatBitsToUint(t44.xxxx), uvec4(0u)))).xy;
        t42.x = (uintBitsToFloat(floatBitsToUint(t42.xxxx) + imms[0].zzzz)).x;
    }
    t47.xy = (uintBitsToFloat(imms[0].yyyy)).xy;
    t49.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((imms[0].wwww).x != 0u)).xyxy)).xy;
    t50.x = (uintBitsToFloat(imms[0].yyyy)).x;
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t54.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(t50.xxxx), floatBitsToUint(svs[1].xxxx))))).x;
        if ((floatBitsToUint(t54.xxxx)).x != 0u) {
            break;
        }
        t51.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t50.xxxx), imms[1].zzzz)))).x;
        t51.x = (mix(t49.yyyy, t49.xxxx, notEqual(floatBitsToUint(t51.xxxx), uvec4(0u)))).x;
        t52.x = (uintBitsToFloat(floatBitsToUint(t51.xxxx) >> (floatBitsToUint(t50.xxxx) & 31u))).x;
        t52.x = (uintBitsToFloat(floatBitsToUint(t52.xxxx) & imms[0].zzzz)).x;
        t53.xy = (uintBitsToFloat(readInvocationARB(floatBitsToUint(t37), (floatBitsToUint(t50.xxxx)).x))).xy;
        {
            uint64_t tgsi_r = max(packUint2x32((floatBitsToUint(t47)).xy), packUint2x32((floatBitsToUint(t53)).xy));
            t48.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
        }
        t47.xy = (mix(t47, t48, notEqual(floatBitsToUint(t52.xxxx), uvec4(0u)))).xy;
        t50.x = (uintBitsToFloat(floatBitsToUint(t50.xxxx) + imms[0].zzzz)).x;
    }
    t55.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(svs[0]), imms[1].wwww)))).x;
    if ((floatBitsToUint(t55.xxxx)).x != 0u) {
        {
            uint tgsi_w = (imms[0].yyyy).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(svs[1]);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t57.x = (t4.xxxx).x;
        {
            uint tgsi_w = (imms[3].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t57);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint64_t tgsi_r = packUint2x32((floatBitsToUint(t4)).xy) >> ((imms[1].zzzz).x & 63u);
            t60.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
        }
        t61.x = (t60.xxxx).x;
        {
            uint tgsi_w = (imms[5].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t61);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t63.x = (t12.xxxx).x;
        {
            uint tgsi_w = (imms[6].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t63);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint64_t tgsi_r = packUint2x32((floatBitsToUint(t12)).xy) >> ((imms[1].zzzz).x & 63u);
            t66.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
        }
        t67.x = (t66.xxxx).x;
        {
            uint tgsi_w = (imms[8].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t67);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t69.x = (t20.xxxx).x;
        {
            uint tgsi_w = (imms[9].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t69);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint64_t tgsi_r = packUint2x32((floatBitsToUint(t20)).xy) >> ((imms[1].zzzz).x & 63u);
            t72.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
        }
        t73.x = (t72.xxxx).x;
        {
            uint tgsi_w = (imms[11].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t73);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t75.x = (t28.xxxx).x;
        {
            uint tgsi_w = (imms[12].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t75);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint64_t tgsi_r = packUint2x32((floatBitsToUint(t28)).xy) >> ((imms[1].zzzz).x & 63u);
            t78.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
        }
        t79.x = (t78.xxxx).x;
        {
            uint tgsi_w = (imms[1].zzzz).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t79);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t81.x = (t39.xxxx).x;
        {
            uint tgsi_w = (imms[14].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t81);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint64_t tgsi_r = packUint2x32((floatBitsToUint(t39)).xy) >> ((imms[1].zzzz).x & 63u);
            t84.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
        }
        t85.x = (t84.xxxx).x;
        {
            uint tgsi_w = (imms[16].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t85);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t87.x = (t47.xxxx).x;
        {
            uint tgsi_w = (imms[17].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t87);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint64_t tgsi_r = packUint2x32((floatBitsToUint(t47)).xy) >> ((imms[1].zzzz).x & 63u);
            t90.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
        }
        t91.x = (t90.xxxx).x;
        {
            uint tgsi_w = (imms[19].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t91);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
    }
    tgsi_store_outputs();
}
