#version 450 core
#extension GL_ARB_gpu_shader_int64 : require
#extension GL_ARB_shader_ballot : require
// Translated from TGSI by Tungsten (COMP, 130 instructions)
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
precise vec4 t92;
precise vec4 t93;
precise vec4 t94;
precise vec4 t95;
precise vec4 t96;
precise vec4 t97;
precise vec4 t98;
precise vec4 t99;
precise vec4 t100;
precise vec4 t101;
precise vec4 t102;
precise vec4 t103;
precise vec4 t104;
precise vec4 t105;
precise vec4 t106;
precise vec4 t107;
precise vec4 t108;
precise vec4 t109;
precise vec4 t110;
precise vec4 t111;
precise vec4 t112;
precise vec4 t113;
precise vec4 t114;
precise vec4 t115;
precise vec4 t116;
precise vec4 t117;
precise vec4 t118;
precise vec4 t119;
precise vec4 t120;
precise vec4 t121;
precise vec4 t122;
vec4 svs[2];
const uvec4 imms[46] = uvec4[46](
    uvec4(32u, 7u, 0u, 6u),
    uvec4(40u, 1u, 0u, 4294967295u),
    uvec4(3u, 4u, 2u, 13u),
    uvec4(19u, 21u, 23u, 25u),
    uvec4(2u, 2u, 2u, 2u),
    uvec4(8u, 8u, 8u, 8u),
    uvec4(3u, 3u, 3u, 3u),
    uvec4(12u, 12u, 12u, 12u),
    uvec4(4u, 4u, 4u, 4u),
    uvec4(16u, 16u, 16u, 16u),
    uvec4(5u, 5u, 5u, 5u),
    uvec4(20u, 20u, 20u, 20u),
    uvec4(6u, 6u, 6u, 6u),
    uvec4(24u, 24u, 24u, 24u),
    uvec4(28u, 28u, 28u, 28u),
    uvec4(8u, 8u, 8u, 8u),
    uvec4(9u, 9u, 9u, 9u),
    uvec4(36u, 36u, 36u, 36u),
    uvec4(10u, 10u, 10u, 10u),
    uvec4(11u, 11u, 11u, 11u),
    uvec4(44u, 44u, 44u, 44u),
    uvec4(12u, 12u, 12u, 12u),
    uvec4(48u, 48u, 48u, 48u),
    uvec4(52u, 52u, 52u, 52u),
    uvec4(14u, 14u, 14u, 14u),
    uvec4(56u, 56u, 56u, 56u),
    uvec4(15u, 15u, 15u, 15u),
    uvec4(60u, 60u, 60u, 60u),
    uvec4(16u, 16u, 16u, 16u),
    uvec4(64u, 64u, 64u, 64u),
    uvec4(17u, 17u, 17u, 17u),
    uvec4(68u, 68u, 68u, 68u),
    uvec4(18u, 18u, 18u, 18u),
    uvec4(72u, 72u, 72u, 72u),
    uvec4(76u, 76u, 76u, 76u),
    uvec4(20u, 20u, 20u, 20u),
    uvec4(80u, 80u, 80u, 80u),
    uvec4(84u, 84u, 84u, 84u),
    uvec4(22u, 22u, 22u, 22u),
    uvec4(88u, 88u, 88u, 88u),
    uvec4(92u, 92u, 92u, 92u),
    uvec4(24u, 24u, 24u, 24u),
    uvec4(96u, 96u, 96u, 96u),
    uvec4(100u, 100u, 100u, 100u),
    uvec4(26u, 26u, 26u, 26u),
    uvec4(104u, 104u, 104u, 104u));
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
    t92 = vec4(0.0);
    t93 = vec4(0.0);
    t94 = vec4(0.0);
    t95 = vec4(0.0);
    t96 = vec4(0.0);
    t97 = vec4(0.0);
    t98 = vec4(0.0);
    t99 = vec4(0.0);
    t100 = vec4(0.0);
    t101 = vec4(0.0);
    t102 = vec4(0.0);
    t103 = vec4(0.0);
    t104 = vec4(0.0);
    t105 = vec4(0.0);
    t106 = vec4(0.0);
    t107 = vec4(0.0);
    t108 = vec4(0.0);
    t109 = vec4(0.0);
    t110 = vec4(0.0);
    t111 = vec4(0.0);
    t112 = vec4(0.0);
    t113 = vec4(0.0);
    t114 = vec4(0.0);
    t115 = vec4(0.0);
    t116 = vec4(0.0);
    t117 = vec4(0.0);
    t118 = vec4(0.0);
    t119 = vec4(0.0);
    t120 = vec4(0.0);
    t121 = vec4(0.0);
    t122 = vec4(0.0);
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
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t0)).xy) << ((imms[0].xxxx).x & 63u);
        t1.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t1)).xy) + packUint2x32((imms[0].yzyy).xy);
        t2.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t0)).xy) + packUint2x32((imms[0].zwzz).xy);
        t3.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t4.xy = (t2.xyxy).xy;
    t4.zw = (t0.xyxy).zw;
    {
        int64_t tgsi_r = int64_t((floatBitsToUint(svs[0].xxxx)).x);
        t6.xy = (uintBitsToFloat(uvec4(unpackUint2x32(uint64_t(tgsi_r)), 0u, 0u))).xy;
    }
    {
        int64_t tgsi_r = -int64_t(packUint2x32((floatBitsToUint(t6)).xy));
        t7.xy = (uintBitsToFloat(uvec4(unpackUint2x32(uint64_t(tgsi_r)), 0u, 0u))).xy;
    }
    {
        int64_t tgsi_r = int64_t((floatBitsToUint(svs[0].xxxx)).x);
        t8.xy = (uintBitsToFloat(uvec4(unpackUint2x32(uint64_t(tgsi_r)), 0u, 0u))).xy;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t8)).xy) << ((imms[1].xxxx).x & 63u);
        t9.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t10.xy = (t7.xyxy).xy;
    t10.zw = (t9.xyxy).zw;
    t14.x = (uintBitsToFloat(floatBitsToUint(svs[0].xxxx) ^ imms[1].yyyy)).x;
    t12 = uintBitsToFloat(imms[0].zzzz);
    t13.xy = (uintBitsToFloat(imms[0].zzzz)).xy;
    t15.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((imms[1].wwww).x != 0u)).xyxy)).xy;
    t16.x = (uintBitsToFloat(imms[0].zzzz)).x;
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t21.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(t16.xxxx), floatBitsToUint(svs[1].xxxx))))).x;
        if ((floatBitsToUint(t21.xxxx)).x != 0u) {
            break;
        }
        t17.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t16.xxxx), imms[0].xxxx)))).x;
        t17.x = (mix(t15.yyyy, t15.xxxx, notEqual(floatBitsToUint(t17.xxxx), uvec4(0u)))).x;
        t18.x = (uintBitsToFloat(floatBitsToUint(t17.xxxx) >> (floatBitsToUint(t16.xxxx) & 31u))).x;
        t18.x = (uintBitsToFloat(floatBitsToUint(t18.xxxx) & imms[1].yyyy)).x;
        t19 = uintBitsToFloat(readInvocationARB(floatBitsToUint(t4), (floatBitsToUint(t16.xxxx)).x));
        t20.xy = (uintBitsToFloat(readInvocationARB(floatBitsToUint(t3.xyxx), (floatBitsToUint(t16.xxxx)).x))).xy;
        t22.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t16.xxxx), floatBitsToUint(t14.xxxx))))).x;
        t18.x = (uintBitsToFloat(floatBitsToUint(t18.xxxx) & floatBitsToUint(t22.xxxx))).x;
        t12 = mix(t12, t19, notEqual(floatBitsToUint(t18.xxxx), uvec4(0u)));
        t13.xy = (mix(t13, t20, notEqual(floatBitsToUint(t18.xxxx), uvec4(0u)))).xy;
        t16.x = (uintBitsToFloat(floatBitsToUint(t16.xxxx) + imms[1].yyyy)).x;
    }
    t23 = uintBitsToFloat(readInvocationARB(floatBitsToUint(t4), (imms[0].wwww).x));
    t24.xy = (uintBitsToFloat(readInvocationARB(floatBitsToUint(t3.xyxx), (imms[0].wwww).x))).xy;
    t25 = uintBitsToFloat(readFirstInvocationARB(floatBitsToUint(t4)));
    t26.xy = (uintBitsToFloat(readFirstInvocationARB(floatBitsToUint(t3.xyxx)))).xy;
    t29.x = (uintBitsToFloat(floatBitsToUint(svs[0].xxxx) ^ imms[2].xxxx)).x;
    t27 = uintBitsToFloat(imms[0].zzzz);
    t28 = uintBitsToFloat(imms[0].zzzz);
    t30.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((imms[1].wwww).x != 0u)).xyxy)).xy;
    t31.x = (uintBitsToFloat(imms[0].zzzz)).x;
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t36.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(t31.xxxx), floatBitsToUint(svs[1].xxxx))))).x;
        if ((floatBitsToUint(t36.xxxx)).x != 0u) {
            break;
        }
        t32.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t31.xxxx), imms[0].xxxx)))).x;
        t32.x = (mix(t30.yyyy, t30.xxxx, notEqual(floatBitsToUint(t32.xxxx), uvec4(0u)))).x;
        t33.x = (uintBitsToFloat(floatBitsToUint(t32.xxxx) >> (floatBitsToUint(t31.xxxx) & 31u))).x;
        t33.x = (uintBitsToFloat(floatBitsToUint(t33.xxxx) & imms[1].yyyy)).x;
        t34 = uintBitsToFloat(readInvocationARB(floatBitsToUint(t10), (floatBitsToUint(t31.xxxx)).x));
        t35 = uintBitsToFloat(readInvocationARB(imms[1].yzww, (floatBitsToUint(t31.xxxx)).x));
        t37.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t31.xxxx), floatBitsToUint(t29.xxxx))))).x;
        t33.x = (uintBitsToFloat(floatBitsToUint(t33.xxxx) & floatBitsToUint(t37.xxxx))).x;
        t27 = mix(t27, t34, notEqual(floatBitsToUint(t33.xxxx), uvec4(0u)));
        t28 = mix(t28, t35, notEqual(floatBitsToUint(t33.xxxx), uvec4(0u)));
        t31.x = (uintBitsToFloat(floatBitsToUint(t31.xxxx) + imms[1].yyyy)).x;
    }
    t38.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(svs[0]), imms[2].yyyy)))).x;
    if ((floatBitsToUint(t38.xxxx)).x != 0u) {
        {
            uint tgsi_w = (imms[0].zzzz).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(svs[1]);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t40.x = (t12.xxxx).x;
        {
            uint tgsi_w = (imms[2].yyyy).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t40);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint64_t tgsi_r = packUint2x32((floatBitsToUint(t12.xyxy)).xy) >> ((imms[0].xxxx).x & 63u);
            t43.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
        }
        t44.x = (t43.xxxx).x;
        {
            uint tgsi_w = (imms[5].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t44);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t47.x = (t12.zzzz).x;
        {
            uint tgsi_w = (imms[7].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t47);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint64_t tgsi_r = packUint2x32((floatBitsToUint(t12.zwzw)).xy) >> ((imms[0].xxxx).x & 63u);
            t50.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
        }
        t51.x = (t50.xxxx).x;
        {
            uint tgsi_w = (imms[9].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t51);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t54.x = (t13.xxxx).x;
        {
            uint tgsi_w = (imms[11].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t54);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint64_t tgsi_r = packUint2x32((floatBitsToUint(t13.xyxy)).xy) >> ((imms[0].xxxx).x & 63u);
            t57.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
        }
        t58.x = (t57.xxxx).x;
        {
            uint tgsi_w = (imms[13].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t58);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t60.x = (t23.xxxx).x;
        {
            uint tgsi_w = (imms[14].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t60);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint64_t tgsi_r = packUint2x32((floatBitsToUint(t23.xyxy)).xy) >> ((imms[0].xxxx).x & 63u);
            t63.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
        }
        t64.x = (t63.xxxx).x;
        {
            uint tgsi_w = (imms[0].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t64);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t67.x = (t23.zzzz).x;
        {
            uint tgsi_w = (imms[17].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t67);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint64_t tgsi_r = packUint2x32((floatBitsToUint(t23.zwzw)).xy) >> ((imms[0].xxxx).x & 63u);
            t70.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
        }
        t71.x = (t70.xxxx).x;
        {
            uint tgsi_w = (imms[1].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t71);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t74.x = (t24.xxxx).x;
        {
            uint tgsi_w = (imms[20].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t74);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint64_t tgsi_r = packUint2x32((floatBitsToUint(t24.xyxy)).xy) >> ((imms[0].xxxx).x & 63u);
            t77.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
        }
        t78.x = (t77.xxxx).x;
        {
            uint tgsi_w = (imms[22].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t78);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t80.x = (t25.xxxx).x;
        {
            uint tgsi_w = (imms[23].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t80);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint64_t tgsi_r = packUint2x32((floatBitsToUint(t25.xyxy)).xy) >> ((imms[0].xxxx).x & 63u);
            t83.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
        }
        t84.x = (t83.xxxx).x;
        {
            uint tgsi_w = (imms[25].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t84);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t87.x = (t25.zzzz).x;
        {
            uint tgsi_w = (imms[27].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t87);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint64_t tgsi_r = packUint2x32((floatBitsToUint(t25.zwzw)).xy) >> ((imms[0].xxxx).x & 63u);
            t90.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
        }
        t91.x = (t90.xxxx).x;
        {
            uint tgsi_w = (imms[29].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t91);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t94.x = (t26.xxxx).x;
        {
            uint tgsi_w = (imms[31].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t94);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint64_t tgsi_r = packUint2x32((floatBitsToUint(t26.xyxy)).xy) >> ((imms[0].xxxx).x & 63u);
            t97.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
        }
        t98.x = (t97.xxxx).x;
        {
            uint tgsi_w = (imms[33].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t98);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t100.x = (t27.xxxx).x;
        {
            uint tgsi_w = (imms[34].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t100);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint64_t tgsi_r = packUint2x32((floatBitsToUint(t27.xyxy)).xy) >> ((imms[0].xxxx).x & 63u);
            t103.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
        }
        t104.x = (t103.xxxx).x;
        {
            uint tgsi_w = (imms[36].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t104);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t106.x = (t27.zzzz).x;
        {
            uint tgsi_w = (imms[37].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t106);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint64_t tgsi_r = packUint2x32((floatBitsToUint(t27.zwzw)).xy) >> ((imms[0].xxxx).x & 63u);
            t109.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
        }
        t110.x = (t109.xxxx).x;
        {
            uint tgsi_w = (imms[39].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t110);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t112.x = (t28.xxxx).x;
        {
            uint tgsi_w = (imms[40].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t112);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint64_t tgsi_r = packUint2x32((floatBitsToUint(t28.xyxy)).xy) >> ((imms[0].xxxx).x & 63u);
            t115.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
        }
        t116.x = (t115.xxxx).x;
        {
            uint tgsi_w = (imms[42].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t116);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t118.x = (t28.zzzz).x;
        {
            uint tgsi_w = (imms[43].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t118);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint64_t tgsi_r = packUint2x32((floatBitsToUint(t28.zwzw)).xy) >> ((imms[0].xxxx).x & 63u);
            t121.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
        }
        t122.x = (t121.xxxx).x;
        {
            uint tgsi_w = (imms[45].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t122);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
    }
    tgsi_store_outputs();
}
