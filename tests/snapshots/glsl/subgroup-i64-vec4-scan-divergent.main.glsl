#version 450 core
#extension GL_ARB_gpu_shader_int64 : require
#extension GL_ARB_shader_ballot : require
// Translated from TGSI by Tungsten (COMP, 165 instructions)
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
precise vec4 t123;
precise vec4 t124;
precise vec4 t125;
precise vec4 t126;
precise vec4 t127;
precise vec4 t128;
precise vec4 t129;
precise vec4 t130;
precise vec4 t131;
precise vec4 t132;
precise vec4 t133;
precise vec4 t134;
precise vec4 t135;
precise vec4 t136;
precise vec4 t137;
precise vec4 t138;
precise vec4 t139;
precise vec4 t140;
precise vec4 t141;
precise vec4 t142;
precise vec4 t143;
precise vec4 t144;
precise vec4 t145;
precise vec4 t146;
precise vec4 t147;
precise vec4 t148;
precise vec4 t149;
precise vec4 t150;
precise vec4 t151;
precise vec4 t152;
precise vec4 t153;
vec4 svs[2];
const uvec4 imms[61] = uvec4[61](
    uvec4(0u, 1u, 4294967295u, 2u),
    uvec4(32u, 4u, 6u, 3u),
    uvec4(9u, 7u, 17u, 25u),
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
    uvec4(7u, 7u, 7u, 7u),
    uvec4(28u, 28u, 28u, 28u),
    uvec4(8u, 8u, 8u, 8u),
    uvec4(36u, 36u, 36u, 36u),
    uvec4(10u, 10u, 10u, 10u),
    uvec4(40u, 40u, 40u, 40u),
    uvec4(11u, 11u, 11u, 11u),
    uvec4(44u, 44u, 44u, 44u),
    uvec4(12u, 12u, 12u, 12u),
    uvec4(48u, 48u, 48u, 48u),
    uvec4(13u, 13u, 13u, 13u),
    uvec4(52u, 52u, 52u, 52u),
    uvec4(14u, 14u, 14u, 14u),
    uvec4(56u, 56u, 56u, 56u),
    uvec4(15u, 15u, 15u, 15u),
    uvec4(60u, 60u, 60u, 60u),
    uvec4(16u, 16u, 16u, 16u),
    uvec4(64u, 64u, 64u, 64u),
    uvec4(68u, 68u, 68u, 68u),
    uvec4(18u, 18u, 18u, 18u),
    uvec4(72u, 72u, 72u, 72u),
    uvec4(19u, 19u, 19u, 19u),
    uvec4(76u, 76u, 76u, 76u),
    uvec4(20u, 20u, 20u, 20u),
    uvec4(80u, 80u, 80u, 80u),
    uvec4(21u, 21u, 21u, 21u),
    uvec4(84u, 84u, 84u, 84u),
    uvec4(22u, 22u, 22u, 22u),
    uvec4(88u, 88u, 88u, 88u),
    uvec4(23u, 23u, 23u, 23u),
    uvec4(92u, 92u, 92u, 92u),
    uvec4(24u, 24u, 24u, 24u),
    uvec4(96u, 96u, 96u, 96u),
    uvec4(100u, 100u, 100u, 100u),
    uvec4(26u, 26u, 26u, 26u),
    uvec4(104u, 104u, 104u, 104u),
    uvec4(27u, 27u, 27u, 27u),
    uvec4(108u, 108u, 108u, 108u),
    uvec4(28u, 28u, 28u, 28u),
    uvec4(112u, 112u, 112u, 112u),
    uvec4(29u, 29u, 29u, 29u),
    uvec4(116u, 116u, 116u, 116u),
    uvec4(30u, 30u, 30u, 30u),
    uvec4(120u, 120u, 120u, 120u),
    uvec4(31u, 31u, 31u, 31u),
    uvec4(124u, 124u, 124u, 124u),
    uvec4(32u, 32u, 32u, 32u),
    uvec4(128u, 128u, 128u, 128u));
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
    t123 = vec4(0.0);
    t124 = vec4(0.0);
    t125 = vec4(0.0);
    t126 = vec4(0.0);
    t127 = vec4(0.0);
    t128 = vec4(0.0);
    t129 = vec4(0.0);
    t130 = vec4(0.0);
    t131 = vec4(0.0);
    t132 = vec4(0.0);
    t133 = vec4(0.0);
    t134 = vec4(0.0);
    t135 = vec4(0.0);
    t136 = vec4(0.0);
    t137 = vec4(0.0);
    t138 = vec4(0.0);
    t139 = vec4(0.0);
    t140 = vec4(0.0);
    t141 = vec4(0.0);
    t142 = vec4(0.0);
    t143 = vec4(0.0);
    t144 = vec4(0.0);
    t145 = vec4(0.0);
    t146 = vec4(0.0);
    t147 = vec4(0.0);
    t148 = vec4(0.0);
    t149 = vec4(0.0);
    t150 = vec4(0.0);
    t151 = vec4(0.0);
    t152 = vec4(0.0);
    t153 = vec4(0.0);
    svs[0] = uintBitsToFloat(uvec4(gl_SubGroupInvocationARB, 0u, 0u, 0u));
    svs[1] = uintBitsToFloat(uvec4(uint(gl_SubGroupSizeARB), 0u, 0u, 0u));
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0 = uintBitsToFloat(imms[0].xxxx);
    t1 = uintBitsToFloat(imms[0].xxxx);
    {
        int64_t tgsi_r = int64_t((floatBitsToUint(svs[0].xxxx)).x);
        t2.xy = (uintBitsToFloat(uvec4(unpackUint2x32(uint64_t(tgsi_r)), 0u, 0u))).xy;
    }
    t4.xy = (uintBitsToFloat(imms[0].zzzz)).xy;
    t4.zw = (t2.xyxy).zw;
    t5.x = (uintBitsToFloat(tgsi_umod(floatBitsToUint(svs[0]), imms[0].wwww))).x;
    t8.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t5), imms[0].yyyy)))).x;
    if ((floatBitsToUint(t8.xxxx)).x != 0u) {
        t9 = uintBitsToFloat(imms[0].xxxx);
        t10 = uintBitsToFloat(imms[0].xxxx);
        t13.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((imms[0].zzzz).x != 0u)).xyxy)).xy;
        t14.x = (uintBitsToFloat(imms[0].xxxx)).x;
        for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
            t19.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(t14.xxxx), floatBitsToUint(svs[1].xxxx))))).x;
            if ((floatBitsToUint(t19.xxxx)).x != 0u) {
                break;
            }
            t15.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t14.xxxx), imms[1].xxxx)))).x;
            t15.x = (mix(t13.yyyy, t13.xxxx, notEqual(floatBitsToUint(t15.xxxx), uvec4(0u)))).x;
            t16.x = (uintBitsToFloat(floatBitsToUint(t15.xxxx) >> (floatBitsToUint(t14.xxxx) & 31u))).x;
            t16.x = (uintBitsToFloat(floatBitsToUint(t16.xxxx) & imms[0].yyyy)).x;
            t17 = uintBitsToFloat(readInvocationARB(imms[0].yxxy, (floatBitsToUint(t14.xxxx)).x));
            t18 = uintBitsToFloat(readInvocationARB(floatBitsToUint(t4), (floatBitsToUint(t14.xxxx)).x));
            t20.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t14.xxxx), floatBitsToUint(svs[0].xxxx))))).x;
            t16.x = (uintBitsToFloat(floatBitsToUint(t16.xxxx) & floatBitsToUint(t20.xxxx))).x;
            {
                uint64_t tgsi_r = packUint2x32((floatBitsToUint(t9)).xy) + packUint2x32((floatBitsToUint(t17)).xy);
                t11.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
            }
            {
                uint64_t tgsi_r = packUint2x32((floatBitsToUint(t9)).zw) + packUint2x32((floatBitsToUint(t17)).zw);
                t11.zw = (uintBitsToFloat(uvec4(0u, 0u, unpackUint2x32(tgsi_r)))).zw;
            }
            t9 = mix(t9, t11, notEqual(floatBitsToUint(t16.xxxx), uvec4(0u)));
            {
                uint64_t tgsi_r = packUint2x32((floatBitsToUint(t10)).xy) + packUint2x32((floatBitsToUint(t18)).xy);
                t12.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
            }
            {
                uint64_t tgsi_r = packUint2x32((floatBitsToUint(t10)).zw) + packUint2x32((floatBitsToUint(t18)).zw);
                t12.zw = (uintBitsToFloat(uvec4(0u, 0u, unpackUint2x32(tgsi_r)))).zw;
            }
            t10 = mix(t10, t12, notEqual(floatBitsToUint(t16.xxxx), uvec4(0u)));
            t14.x = (uintBitsToFloat(floatBitsToUint(t14.xxxx) + imms[0].yyyy)).x;
        }
        t0 = t9;
        t1 = t10;
    } else {
        t21 = uintBitsToFloat(imms[0].xxxx);
        t22 = uintBitsToFloat(imms[0].xxxx);
        t25.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((imms[0].zzzz).x != 0u)).xyxy)).xy;
        t26.x = (uintBitsToFloat(imms[0].xxxx)).x;
        for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
            t31.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(t26.xxxx), floatBitsToUint(svs[1].xxxx))))).x;
            if ((floatBitsToUint(t31.xxxx)).x != 0u) {
                break;
            }
            t27.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t26.xxxx), imms[1].xxxx)))).x;
            t27.x = (mix(t25.yyyy, t25.xxxx, notEqual(floatBitsToUint(t27.xxxx), uvec4(0u)))).x;
            t28.x = (uintBitsToFloat(floatBitsToUint(t27.xxxx) >> (floatBitsToUint(t26.xxxx) & 31u))).x;
            t28.x = (uintBitsToFloat(floatBitsToUint(t28.xxxx) & imms[0].yyyy)).x;
            t29 = uintBitsToFloat(readInvocationARB(imms[0].yxxy, (floatBitsToUint(t26.xxxx)).x));
            t30 = uintBitsToFloat(readInvocationARB(floatBitsToUint(t4), (floatBitsToUint(t26.xxxx)).x));
            t32.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(svs[0].xxxx), floatBitsToUint(t26.xxxx))))).x;
            t28.x = (uintBitsToFloat(floatBitsToUint(t28.xxxx) & floatBitsToUint(t32.xxxx))).x;
            {
                uint64_t tgsi_r = packUint2x32((floatBitsToUint(t21)).xy) + packUint2x32((floatBitsToUint(t29)).xy);
                t23.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
            }
            {
                uint64_t tgsi_r = packUint2x32((floatBitsToUint(t21)).zw) + packUint2x32((floatBitsToUint(t29)).zw);
                t23.zw = (uintBitsToFloat(uvec4(0u, 0u, unpackUint2x32(tgsi_r)))).zw;
            }
            t21 = mix(t21, t23, notEqual(floatBitsToUint(t28.xxxx), uvec4(0u)));
            {
                uint64_t tgsi_r = packUint2x32((floatBitsToUint(t22)).xy) + packUint2x32((floatBitsToUint(t30)).xy);
                t24.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
            }
            {
                uint64_t tgsi_r = packUint2x32((floatBitsToUint(t22)).zw) + packUint2x32((floatBitsToUint(t30)).zw);
                t24.zw = (uintBitsToFloat(uvec4(0u, 0u, unpackUint2x32(tgsi_r)))).zw;
            }
            t22 = mix(t22, t24, notEqual(floatBitsToUint(t28.xxxx), uvec4(0u)));
            t26.x = (uintBitsToFloat(floatBitsToUint(t26.xxxx) + imms[0].yyyy)).x;
        }
        t0 = t21;
        t1 = t22;
    }
    t33.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(svs[0]), imms[0].xxxx)))).x;
    if ((floatBitsToUint(t33.xxxx)).x != 0u) {
        {
            uint tgsi_w = (imms[0].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(svs[1]);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
    }
    t34.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(svs[0]), imms[0].yyyy)))).x;
    if ((floatBitsToUint(t34.xxxx)).x != 0u) {
        t35 = t0;
        t36 = t1;
        t38.x = (t35.xxxx).x;
        {
            uint tgsi_w = (imms[1].yyyy).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t38);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint64_t tgsi_r = packUint2x32((floatBitsToUint(t35.xyxy)).xy) >> ((imms[1].xxxx).x & 63u);
            t41.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
        }
        t42.x = (t41.xxxx).x;
        {
            uint tgsi_w = (imms[4].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t42);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t45.x = (t35.zzzz).x;
        {
            uint tgsi_w = (imms[6].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t45);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint64_t tgsi_r = packUint2x32((floatBitsToUint(t35.zwzw)).xy) >> ((imms[1].xxxx).x & 63u);
            t48.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
        }
        t49.x = (t48.xxxx).x;
        {
            uint tgsi_w = (imms[8].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t49);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t52.x = (t36.xxxx).x;
        {
            uint tgsi_w = (imms[10].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t52);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint64_t tgsi_r = packUint2x32((floatBitsToUint(t36.xyxy)).xy) >> ((imms[1].xxxx).x & 63u);
            t55.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
        }
        t56.x = (t55.xxxx).x;
        {
            uint tgsi_w = (imms[12].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t56);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t59.x = (t36.zzzz).x;
        {
            uint tgsi_w = (imms[14].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t59);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint64_t tgsi_r = packUint2x32((floatBitsToUint(t36.zwzw)).xy) >> ((imms[1].xxxx).x & 63u);
            t62.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
        }
        t63.x = (t62.xxxx).x;
        {
            uint tgsi_w = (imms[1].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t63);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
    }
    t64.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(svs[0]), imms[1].wwww)))).x;
    if ((floatBitsToUint(t64.xxxx)).x != 0u) {
        t65 = t0;
        t66 = t1;
        t68.x = (t65.xxxx).x;
        {
            uint tgsi_w = (imms[16].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t68);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint64_t tgsi_r = packUint2x32((floatBitsToUint(t65.xyxy)).xy) >> ((imms[1].xxxx).x & 63u);
            t71.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
        }
        t72.x = (t71.xxxx).x;
        {
            uint tgsi_w = (imms[18].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t72);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t75.x = (t65.zzzz).x;
        {
            uint tgsi_w = (imms[20].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t75);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint64_t tgsi_r = packUint2x32((floatBitsToUint(t65.zwzw)).xy) >> ((imms[1].xxxx).x & 63u);
            t78.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
        }
        t79.x = (t78.xxxx).x;
        {
            uint tgsi_w = (imms[22].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t79);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t82.x = (t66.xxxx).x;
        {
            uint tgsi_w = (imms[24].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t82);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint64_t tgsi_r = packUint2x32((floatBitsToUint(t66.xyxy)).xy) >> ((imms[1].xxxx).x & 63u);
            t85.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
        }
        t86.x = (t85.xxxx).x;
        {
            uint tgsi_w = (imms[26].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t86);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t89.x = (t66.zzzz).x;
        {
            uint tgsi_w = (imms[28].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t89);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint64_t tgsi_r = packUint2x32((floatBitsToUint(t66.zwzw)).xy) >> ((imms[1].xxxx).x & 63u);
            t92.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
        }
        t93.x = (t92.xxxx).x;
        {
            uint tgsi_w = (imms[30].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t93);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
    }
    t94.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(svs[0]), imms[2].yyyy)))).x;
    if ((floatBitsToUint(t94.xxxx)).x != 0u) {
        t95 = t0;
        t96 = t1;
        t98.x = (t95.xxxx).x;
        {
            uint tgsi_w = (imms[31].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t98);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint64_t tgsi_r = packUint2x32((floatBitsToUint(t95.xyxy)).xy) >> ((imms[1].xxxx).x & 63u);
            t101.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
        }
        t102.x = (t101.xxxx).x;
        {
            uint tgsi_w = (imms[33].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t102);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t105.x = (t95.zzzz).x;
        {
            uint tgsi_w = (imms[35].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t105);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint64_t tgsi_r = packUint2x32((floatBitsToUint(t95.zwzw)).xy) >> ((imms[1].xxxx).x & 63u);
            t108.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
        }
        t109.x = (t108.xxxx).x;
        {
            uint tgsi_w = (imms[37].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t109);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t112.x = (t96.xxxx).x;
        {
            uint tgsi_w = (imms[39].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t112);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint64_t tgsi_r = packUint2x32((floatBitsToUint(t96.xyxy)).xy) >> ((imms[1].xxxx).x & 63u);
            t115.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
        }
        t116.x = (t115.xxxx).x;
        {
            uint tgsi_w = (imms[41].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t116);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t119.x = (t96.zzzz).x;
        {
            uint tgsi_w = (imms[43].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t119);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint64_t tgsi_r = packUint2x32((floatBitsToUint(t96.zwzw)).xy) >> ((imms[1].xxxx).x & 63u);
            t122.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
        }
        t123.x = (t122.xxxx).x;
        {
            uint tgsi_w = (imms[45].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t123);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
    }
    t124.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(svs[0]), imms[1].zzzz)))).x;
    if ((floatBitsToUint(t124.xxxx)).x != 0u) {
        t125 = t0;
        t126 = t1;
        t128.x = (t125.xxxx).x;
        {
            uint tgsi_w = (imms[46].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t128);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint64_t tgsi_r = packUint2x32((floatBitsToUint(t125.xyxy)).xy) >> ((imms[1].xxxx).x & 63u);
            t131.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
        }
        t132.x = (t131.xxxx).x;
        {
            uint tgsi_w = (imms[48].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t132);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t135.x = (t125.zzzz).x;
        {
            uint tgsi_w = (imms[50].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t135);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint64_t tgsi_r = packUint2x32((floatBitsToUint(t125.zwzw)).xy) >> ((imms[1].xxxx).x & 63u);
            t138.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
        }
        t139.x = (t138.xxxx).x;
        {
            uint tgsi_w = (imms[52].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t139);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t142.x = (t126.xxxx).x;
        {
            uint tgsi_w = (imms[54].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t142);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint64_t tgsi_r = packUint2x32((floatBitsToUint(t126.xyxy)).xy) >> ((imms[1].xxxx).x & 63u);
            t145.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
        }
        t146.x = (t145.xxxx).x;
        {
            uint tgsi_w = (imms[56].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t146);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t149.x = (t126.zzzz).x;
        {
            uint tgsi_w = (imms[58].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t149);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint64_t tgsi_r = packUint2x32((floatBitsToUint(t126.zwzw)).xy) >> ((imms[1].xxxx).x & 63u);
            t152.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
        }
        t153.x = (t152.xxxx).x;
        {
            uint tgsi_w = (imms[60].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t153);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
    }
    tgsi_store_outputs();
}
