#version 450 core
#extension GL_ARB_gpu_shader_int64 : require
// Translated from TGSI by Tungsten (COMP, 165 instructions)
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
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
precise vec4 t154;
precise vec4 t155;
precise vec4 t156;
precise vec4 t157;
precise vec4 t158;
precise vec4 t159;
precise vec4 t160;
precise vec4 t161;
precise vec4 t162;
precise vec4 t163;
precise vec4 t164;
precise vec4 t165;
precise vec4 t166;
precise vec4 t167;
precise vec4 t168;
precise vec4 t169;
precise vec4 t170;
precise vec4 t171;
precise vec4 t172;
precise vec4 t173;
precise vec4 t174;
precise vec4 t175;
precise vec4 t176;
const uvec4 imms[52] = uvec4[52](
    uvec4(0u, 16u, 2147483648u, 32u),
    uvec4(31u, 4u, 1u, 2u),
    uvec4(64u, 4294967295u, 0u, 6u),
    uvec4(8u, 10u, 256u, 1u),
    uvec4(12u, 14u, 4294967295u, 2147483647u),
    uvec4(18u, 20u, 22u, 24u),
    uvec4(26u, 28u, 30u, 0u),
    uvec4(1u, 1u, 1u, 1u),
    uvec4(3u, 3u, 3u, 3u),
    uvec4(5u, 5u, 5u, 5u),
    uvec4(7u, 7u, 7u, 7u),
    uvec4(9u, 9u, 9u, 9u),
    uvec4(36u, 36u, 36u, 36u),
    uvec4(40u, 40u, 40u, 40u),
    uvec4(11u, 11u, 11u, 11u),
    uvec4(44u, 44u, 44u, 44u),
    uvec4(256u, 1u, 256u, 256u),
    uvec4(8u, 0u, 8u, 8u),
    uvec4(32u, 40u, 32u, 32u),
    uvec4(32u, 40u, 32u, 32u),
    uvec4(32u, 32u, 32u, 32u),
    uvec4(48u, 48u, 48u, 48u),
    uvec4(13u, 13u, 13u, 13u),
    uvec4(52u, 52u, 52u, 52u),
    uvec4(8u, 0u, 8u, 8u),
    uvec4(56u, 56u, 56u, 56u),
    uvec4(8u, 8u, 8u, 8u),
    uvec4(15u, 15u, 15u, 15u),
    uvec4(60u, 60u, 60u, 60u),
    uvec4(17u, 17u, 17u, 17u),
    uvec4(68u, 68u, 68u, 68u),
    uvec4(72u, 72u, 72u, 72u),
    uvec4(19u, 19u, 19u, 19u),
    uvec4(76u, 76u, 76u, 76u),
    uvec4(80u, 80u, 80u, 80u),
    uvec4(21u, 21u, 21u, 21u),
    uvec4(84u, 84u, 84u, 84u),
    uvec4(88u, 88u, 88u, 88u),
    uvec4(23u, 23u, 23u, 23u),
    uvec4(92u, 92u, 92u, 92u),
    uvec4(96u, 96u, 96u, 96u),
    uvec4(25u, 25u, 25u, 25u),
    uvec4(100u, 100u, 100u, 100u),
    uvec4(104u, 104u, 104u, 104u),
    uvec4(27u, 27u, 27u, 27u),
    uvec4(108u, 108u, 108u, 108u),
    uvec4(112u, 112u, 112u, 112u),
    uvec4(29u, 29u, 29u, 29u),
    uvec4(116u, 116u, 116u, 116u),
    uvec4(120u, 120u, 120u, 120u),
    uvec4(31u, 31u, 31u, 31u),
    uvec4(124u, 124u, 124u, 124u));
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
    t154 = vec4(0.0);
    t155 = vec4(0.0);
    t156 = vec4(0.0);
    t157 = vec4(0.0);
    t158 = vec4(0.0);
    t159 = vec4(0.0);
    t160 = vec4(0.0);
    t161 = vec4(0.0);
    t162 = vec4(0.0);
    t163 = vec4(0.0);
    t164 = vec4(0.0);
    t165 = vec4(0.0);
    t166 = vec4(0.0);
    t167 = vec4(0.0);
    t168 = vec4(0.0);
    t169 = vec4(0.0);
    t170 = vec4(0.0);
    t171 = vec4(0.0);
    t172 = vec4(0.0);
    t173 = vec4(0.0);
    t174 = vec4(0.0);
    t175 = vec4(0.0);
    t176 = vec4(0.0);
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0 = uintBitsToFloat(imms[0].xxxx);
    t1 = uintBitsToFloat(imms[0].xxxx);
    t3 = uintBitsToFloat(imms[0].xxxx);
    t4 = uintBitsToFloat(imms[0].xxxx);
    t6.xy = (uintBitsToFloat(imms[0].xzxz)).xy;
    t0 = uintBitsToFloat(imms[0].xxyx);
    t1 = t6;
    t7 = t0;
    t8 = t1;
    t11 = intBitsToFloat(findMSB(floatBitsToUint(t7)));
    t12 = uintBitsToFloat(floatBitsToUint(t11.yyww) + imms[0].wwww);
    t13 = intBitsToFloat(-ivec4(notEqual(floatBitsToUint(t7.yyww), imms[0].xxxx)));
    t14 = mix(t11.xxzz, t12, notEqual(floatBitsToUint(t13), uvec4(0u)));
    t9.xz = (t14).xz;
    t9.yw = (intBitsToFloat(floatBitsToInt(t14.xxzz) >> (ivec4(imms[1].xxxx) & 31))).yw;
    t15 = intBitsToFloat(findMSB(floatBitsToUint(t8)));
    t16 = uintBitsToFloat(floatBitsToUint(t15.yyww) + imms[0].wwww);
    t17 = intBitsToFloat(-ivec4(notEqual(floatBitsToUint(t8.yyww), imms[0].xxxx)));
    t18 = mix(t15.xxzz, t16, notEqual(floatBitsToUint(t17), uvec4(0u)));
    t10.x = (t18).x;
    t10.y = (intBitsToFloat(floatBitsToInt(t18.xxzz) >> (ivec4(imms[1].xxxx) & 31))).y;
    t20.x = (t14.xxxx).x;
    {
        uint tgsi_w = (imms[0].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t20);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t9.xyxy)).xy) >> ((imms[0].wwww).x & 63u);
        t23.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t24.x = (t23.xxxx).x;
    {
        uint tgsi_w = (imms[1].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t24);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t26.x = (t14.zzzz).x;
    {
        uint tgsi_w = (imms[3].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t26);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t9.zwzw)).xy) >> ((imms[0].wwww).x & 63u);
        t29.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t30.x = (t29.xxxx).x;
    {
        uint tgsi_w = (imms[4].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t30);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t32.x = (t18.xxxx).x;
    {
        uint tgsi_w = (imms[0].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t32);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t10.xyxy)).xy) >> ((imms[0].wwww).x & 63u);
        t35.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t36.x = (t35.xxxx).x;
    {
        uint tgsi_w = (imms[5].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t36);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t37 = t0;
    t38 = t1;
    t41 = intBitsToFloat(findLSB(floatBitsToUint(t37)));
    t41 = uintBitsToFloat(min(floatBitsToUint(t41), imms[0].wwww));
    t42 = uintBitsToFloat(floatBitsToUint(t41.yyww) + imms[0].wwww);
    t43 = intBitsToFloat(-ivec4(equal(floatBitsToUint(t37.xxzz), imms[0].xxxx)));
    t44 = mix(t41.xxzz, t42, notEqual(floatBitsToUint(t43), uvec4(0u)));
    t45 = intBitsToFloat(-ivec4(notEqual(floatBitsToUint(t44.xxzz), imms[2].xxxx)));
    t46 = uintBitsToFloat(floatBitsToUint(t44) & imms[2].yzyz);
    t39 = mix(uintBitsToFloat(imms[2].yyyy), t46, notEqual(floatBitsToUint(t45), uvec4(0u)));
    t47 = intBitsToFloat(findLSB(floatBitsToUint(t38)));
    t47 = uintBitsToFloat(min(floatBitsToUint(t47), imms[0].wwww));
    t48 = uintBitsToFloat(floatBitsToUint(t47.yyww) + imms[0].wwww);
    t49 = intBitsToFloat(-ivec4(equal(floatBitsToUint(t38.xxzz), imms[0].xxxx)));
    t50 = mix(t47.xxzz, t48, notEqual(floatBitsToUint(t49), uvec4(0u)));
    t51 = intBitsToFloat(-ivec4(notEqual(floatBitsToUint(t50.xxzz), imms[2].xxxx)));
    t52 = uintBitsToFloat(floatBitsToUint(t50) & imms[2].yzyz);
    t40.xy = (mix(uintBitsToFloat(imms[2].yyyy), t52, notEqual(floatBitsToUint(t51), uvec4(0u)))).xy;
    t54.x = (t39.xxxx).x;
    {
        uint tgsi_w = (imms[5].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t54);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t39.xyxy)).xy) >> ((imms[0].wwww).x & 63u);
        t57.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t58.x = (t57.xxxx).x;
    {
        uint tgsi_w = (imms[6].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t58);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t60.x = (t39.zzzz).x;
    {
        uint tgsi_w = (imms[0].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t60);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t39.zwzw)).xy) >> ((imms[0].wwww).x & 63u);
        t63.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t64.x = (t63.xxxx).x;
    {
        uint tgsi_w = (imms[12].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t64);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t66.x = (t40.xxxx).x;
    {
        uint tgsi_w = (imms[13].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t66);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t40.xyxy)).xy) >> ((imms[0].wwww).x & 63u);
        t69.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t70.x = (t69.xxxx).x;
    {
        uint tgsi_w = (imms[15].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t70);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t72.x = (uintBitsToFloat(imms[20].xxxx)).x;
    t72.y = (uintBitsToFloat(imms[17].yyyy)).y;
    t78.x = (uintBitsToFloat(imms[20].xxxx)).x;
    {
        uint tgsi_w = (imms[21].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t78);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t72)).xy) >> ((imms[0].wwww).x & 63u);
        t81.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t82.x = (t81.xxxx).x;
    {
        uint tgsi_w = (imms[23].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t82);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t84.xy = (uintBitsToFloat(imms[24].xyxx)).xy;
    t92.x = (uintBitsToFloat(imms[26].xxxx)).x;
    {
        uint tgsi_w = (imms[25].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t92);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t84)).xy) >> ((imms[0].wwww).x & 63u);
        t95.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t96.x = (t95.xxxx).x;
    {
        uint tgsi_w = (imms[28].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t96);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t97.xy = (uintBitsToFloat(imms[0].xxxx)).xy;
    t97.zw = (uintBitsToFloat(imms[2].yyyy)).zw;
    t98.xy = (uintBitsToFloat(imms[2].zyzy)).xy;
    t98.zw = (uintBitsToFloat(imms[4].zwzw)).zw;
    t3 = t97;
    t4 = t98;
    t99 = t3;
    t100 = t4;
    t103 = intBitsToFloat(floatBitsToInt(t99.yyww) >> (ivec4(imms[1].xxxx) & 31));
    t103 = uintBitsToFloat(floatBitsToUint(t99) ^ floatBitsToUint(t103));
    t104 = intBitsToFloat(findMSB(floatBitsToUint(t103)));
    t105 = uintBitsToFloat(floatBitsToUint(t104.yyww) + imms[0].wwww);
    t106 = intBitsToFloat(-ivec4(notEqual(floatBitsToUint(t103.yyww), imms[0].xxxx)));
    t107 = mix(t104.xxzz, t105, notEqual(floatBitsToUint(t106), uvec4(0u)));
    t101.xz = (t107).xz;
    t101.yw = (intBitsToFloat(floatBitsToInt(t107.xxzz) >> (ivec4(imms[1].xxxx) & 31))).yw;
    t108 = intBitsToFloat(floatBitsToInt(t100.yyww) >> (ivec4(imms[1].xxxx) & 31));
    t108 = uintBitsToFloat(floatBitsToUint(t100) ^ floatBitsToUint(t108));
    t109 = intBitsToFloat(findMSB(floatBitsToUint(t108)));
    t110 = uintBitsToFloat(floatBitsToUint(t109.yyww) + imms[0].wwww);
    t111 = intBitsToFloat(-ivec4(notEqual(floatBitsToUint(t108.yyww), imms[0].xxxx)));
    t112 = mix(t109.xxzz, t110, notEqual(floatBitsToUint(t111), uvec4(0u)));
    t102.xz = (t112).xz;
    t102.yw = (intBitsToFloat(floatBitsToInt(t112.xxzz) >> (ivec4(imms[1].xxxx) & 31))).yw;
    t114.x = (t107.xxxx).x;
    {
        uint tgsi_w = (imms[2].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t114);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t101.xyxy)).xy) >> ((imms[0].wwww).x & 63u);
        t117.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t118.x = (t117.xxxx).x;
    {
        uint tgsi_w = (imms[30].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t118);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t120.x = (t107.zzzz).x;
    {
        uint tgsi_w = (imms[31].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t120);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t101.zwzw)).xy) >> ((imms[0].wwww).x & 63u);
        t123.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t124.x = (t123.xxxx).x;
    {
        uint tgsi_w = (imms[33].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t124);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t126.x = (t112.xxxx).x;
    {
        uint tgsi_w = (imms[34].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t126);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t102.xyxy)).xy) >> ((imms[0].wwww).x & 63u);
        t129.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t130.x = (t129.xxxx).x;
    {
        uint tgsi_w = (imms[36].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t130);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t132.x = (t112.zzzz).x;
    {
        uint tgsi_w = (imms[37].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t132);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t102.zwzw)).xy) >> ((imms[0].wwww).x & 63u);
        t135.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t136.x = (t135.xxxx).x;
    {
        uint tgsi_w = (imms[39].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t136);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t137 = t3;
    t138 = t4;
    t141 = intBitsToFloat(findLSB(floatBitsToUint(t137)));
    t141 = uintBitsToFloat(min(floatBitsToUint(t141), imms[0].wwww));
    t142 = uintBitsToFloat(floatBitsToUint(t141.yyww) + imms[0].wwww);
    t143 = intBitsToFloat(-ivec4(equal(floatBitsToUint(t137.xxzz), imms[0].xxxx)));
    t144 = mix(t141.xxzz, t142, notEqual(floatBitsToUint(t143), uvec4(0u)));
    t145 = intBitsToFloat(-ivec4(notEqual(floatBitsToUint(t144.xxzz), imms[2].xxxx)));
    t146 = uintBitsToFloat(floatBitsToUint(t144) & imms[2].yzyz);
    t139 = mix(uintBitsToFloat(imms[2].yyyy), t146, notEqual(floatBitsToUint(t145), uvec4(0u)));
    t147 = intBitsToFloat(findLSB(floatBitsToUint(t138)));
    t147 = uintBitsToFloat(min(floatBitsToUint(t147), imms[0].wwww));
    t148 = uintBitsToFloat(floatBitsToUint(t147.yyww) + imms[0].wwww);
    t149 = intBitsToFloat(-ivec4(equal(floatBitsToUint(t138.xxzz), imms[0].xxxx)));
    t150 = mix(t147.xxzz, t148, notEqual(floatBitsToUint(t149), uvec4(0u)));
    t151 = intBitsToFloat(-ivec4(notEqual(floatBitsToUint(t150.xxzz), imms[2].xxxx)));
    t152 = uintBitsToFloat(floatBitsToUint(t150) & imms[2].yzyz);
    t140 = mix(uintBitsToFloat(imms[2].yyyy), t152, notEqual(floatBitsToUint(t151), uvec4(0u)));
    t154.x = (t139.xxxx).x;
    {
        uint tgsi_w = (imms[40].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t154);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t139.xyxy)).xy) >> ((imms[0].wwww).x & 63u);
        t157.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t158.x = (t157.xxxx).x;
    {
        uint tgsi_w = (imms[42].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t158);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t160.x = (t139.zzzz).x;
    {
        uint tgsi_w = (imms[43].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t160);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t139.zwzw)).xy) >> ((imms[0].wwww).x & 63u);
        t163.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t164.x = (t163.xxxx).x;
    {
        uint tgsi_w = (imms[45].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t164);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t166.x = (t140.xxxx).x;
    {
        uint tgsi_w = (imms[46].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t166);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t140.xyxy)).xy) >> ((imms[0].wwww).x & 63u);
        t169.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t170.x = (t169.xxxx).x;
    {
        uint tgsi_w = (imms[48].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t170);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t172.x = (t140.zzzz).x;
    {
        uint tgsi_w = (imms[49].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t172);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t140.zwzw)).xy) >> ((imms[0].wwww).x & 63u);
        t175.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t176.x = (t175.xxxx).x;
    {
        uint tgsi_w = (imms[51].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t176);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
