#version 450 core
#extension GL_ARB_gpu_shader_int64 : require
// Translated from TGSI by Tungsten (COMP, 119 instructions)
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
const uvec4 imms[50] = uvec4[50](
    uvec4(0u, 1u, 2147483648u, 4026531840u),
    uvec4(4294967295u, 0u, 4u, 32u),
    uvec4(2u, 6u, 31u, 8u),
    uvec4(10u, 12u, 14u, 16u),
    uvec4(18u, 20u, 22u, 24u),
    uvec4(26u, 28u, 0u, 0u),
    uvec4(1u, 1u, 1u, 1u),
    uvec4(3u, 3u, 3u, 3u),
    uvec4(5u, 5u, 5u, 5u),
    uvec4(7u, 7u, 7u, 7u),
    uvec4(9u, 9u, 9u, 9u),
    uvec4(36u, 36u, 36u, 36u),
    uvec4(40u, 40u, 40u, 40u),
    uvec4(11u, 11u, 11u, 11u),
    uvec4(44u, 44u, 44u, 44u),
    uvec4(48u, 48u, 48u, 48u),
    uvec4(13u, 13u, 13u, 13u),
    uvec4(52u, 52u, 52u, 52u),
    uvec4(56u, 56u, 56u, 56u),
    uvec4(15u, 15u, 15u, 15u),
    uvec4(60u, 60u, 60u, 60u),
    uvec4(64u, 64u, 64u, 64u),
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
    uvec4(4294967295u, 4294967295u, 4294967295u, 4294967295u),
    uvec4(32u, 32u, 32u, 32u),
    uvec4(64u, 64u, 64u, 64u),
    uvec4(64u, 0u, 64u, 64u),
    uvec4(96u, 96u, 96u, 96u),
    uvec4(64u, 64u, 64u, 64u),
    uvec4(25u, 25u, 25u, 25u),
    uvec4(100u, 100u, 100u, 100u),
    uvec4(31u, 31u, 31u, 31u),
    uvec4(0u, 0u, 0u, 0u),
    uvec4(104u, 104u, 104u, 104u),
    uvec4(0u, 0u, 0u, 0u),
    uvec4(27u, 27u, 27u, 27u),
    uvec4(108u, 108u, 108u, 108u),
    uvec4(112u, 112u, 112u, 112u),
    uvec4(29u, 29u, 29u, 29u),
    uvec4(116u, 116u, 116u, 116u));
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
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0 = uintBitsToFloat(imms[0].xxxx);
    t1 = uintBitsToFloat(imms[0].xxxx);
    t0 = uintBitsToFloat(imms[0].yzxx);
    t1 = uintBitsToFloat(imms[0].xywx);
    t5 = t0;
    t6 = t1;
    t9 = intBitsToFloat(bitCount(floatBitsToUint(t5)));
    t9 = uintBitsToFloat(floatBitsToUint(t9.xxzz) + floatBitsToUint(t9.yyww));
    t7 = uintBitsToFloat(floatBitsToUint(t9) & imms[1].xyxy);
    t10 = intBitsToFloat(bitCount(floatBitsToUint(t6)));
    t10 = uintBitsToFloat(floatBitsToUint(t10.xxzz) + floatBitsToUint(t10.yyww));
    t8 = uintBitsToFloat(floatBitsToUint(t10) & imms[1].xyxy);
    t12.x = (t7.xxxx).x;
    {
        uint tgsi_w = (imms[0].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t12);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t7.xyxy)).xy) >> ((imms[1].wwww).x & 63u);
        t15.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t16.x = (t15.xxxx).x;
    {
        uint tgsi_w = (imms[1].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t16);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t18.x = (t7.zzzz).x;
    {
        uint tgsi_w = (imms[2].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t18);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t7.zwzw)).xy) >> ((imms[1].wwww).x & 63u);
        t21.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t22.x = (t21.xxxx).x;
    {
        uint tgsi_w = (imms[3].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t22);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t24.x = (t8.xxxx).x;
    {
        uint tgsi_w = (imms[3].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t24);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t8.xyxy)).xy) >> ((imms[1].wwww).x & 63u);
        t27.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t28.x = (t27.xxxx).x;
    {
        uint tgsi_w = (imms[4].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t28);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t30.x = (t8.zzzz).x;
    {
        uint tgsi_w = (imms[4].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t30);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t8.zwzw)).xy) >> ((imms[1].wwww).x & 63u);
        t33.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t34.x = (t33.xxxx).x;
    {
        uint tgsi_w = (imms[5].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t34);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t35 = t0;
    t36 = t1;
    t39 = intBitsToFloat(findMSB(floatBitsToUint(t35)));
    t39 = uintBitsToFloat(imms[2].zzzz + (-floatBitsToUint(t39)));
    t40 = uintBitsToFloat(floatBitsToUint(t39.xxzz) + imms[1].wwww);
    t41 = intBitsToFloat(-ivec4(equal(floatBitsToUint(t35.yyww), imms[0].xxxx)));
    t42 = mix(t39.yyww, t40, notEqual(floatBitsToUint(t41), uvec4(0u)));
    t37 = uintBitsToFloat(floatBitsToUint(t42) & imms[1].xyxy);
    t43 = intBitsToFloat(findMSB(floatBitsToUint(t36)));
    t43 = uintBitsToFloat(imms[2].zzzz + (-floatBitsToUint(t43)));
    t44 = uintBitsToFloat(floatBitsToUint(t43.xxzz) + imms[1].wwww);
    t45 = intBitsToFloat(-ivec4(equal(floatBitsToUint(t36.yyww), imms[0].xxxx)));
    t46 = mix(t43.yyww, t44, notEqual(floatBitsToUint(t45), uvec4(0u)));
    t38 = uintBitsToFloat(floatBitsToUint(t46) & imms[1].xyxy);
    t48.x = (t37.xxxx).x;
    {
        uint tgsi_w = (imms[1].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t48);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t37.xyxy)).xy) >> ((imms[1].wwww).x & 63u);
        t51.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t52.x = (t51.xxxx).x;
    {
        uint tgsi_w = (imms[11].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t52);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t54.x = (t37.zzzz).x;
    {
        uint tgsi_w = (imms[12].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t54);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t37.zwzw)).xy) >> ((imms[1].wwww).x & 63u);
        t57.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t58.x = (t57.xxxx).x;
    {
        uint tgsi_w = (imms[14].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t58);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t60.x = (t38.xxxx).x;
    {
        uint tgsi_w = (imms[15].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t60);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t38.xyxy)).xy) >> ((imms[1].wwww).x & 63u);
        t63.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t64.x = (t63.xxxx).x;
    {
        uint tgsi_w = (imms[17].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t64);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t66.x = (t38.zzzz).x;
    {
        uint tgsi_w = (imms[18].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t66);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t38.zwzw)).xy) >> ((imms[1].wwww).x & 63u);
        t69.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t70.x = (t69.xxxx).x;
    {
        uint tgsi_w = (imms[20].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t70);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t71 = t0;
    t72 = t1;
    t75 = intBitsToFloat(findLSB(floatBitsToUint(t71)));
    t75 = uintBitsToFloat(min(floatBitsToUint(t75), imms[1].wwww));
    t76 = uintBitsToFloat(floatBitsToUint(t75.yyww) + imms[1].wwww);
    t77 = intBitsToFloat(-ivec4(equal(floatBitsToUint(t71.xxzz), imms[0].xxxx)));
    t78 = mix(t75.xxzz, t76, notEqual(floatBitsToUint(t77), uvec4(0u)));
    t73 = uintBitsToFloat(floatBitsToUint(t78) & imms[1].xyxy);
    t79 = intBitsToFloat(findLSB(floatBitsToUint(t72)));
    t79 = uintBitsToFloat(min(floatBitsToUint(t79), imms[1].wwww));
    t80 = uintBitsToFloat(floatBitsToUint(t79.yyww) + imms[1].wwww);
    t81 = intBitsToFloat(-ivec4(equal(floatBitsToUint(t72.xxzz), imms[0].xxxx)));
    t82 = mix(t79.xxzz, t80, notEqual(floatBitsToUint(t81), uvec4(0u)));
    t74 = uintBitsToFloat(floatBitsToUint(t82) & imms[1].xyxy);
    t84.x = (t73.xxxx).x;
    {
        uint tgsi_w = (imms[21].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t84);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t73.xyxy)).xy) >> ((imms[1].wwww).x & 63u);
        t87.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t88.x = (t87.xxxx).x;
    {
        uint tgsi_w = (imms[23].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t88);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t90.x = (t73.zzzz).x;
    {
        uint tgsi_w = (imms[24].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t90);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t73.zwzw)).xy) >> ((imms[1].wwww).x & 63u);
        t93.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t94.x = (t93.xxxx).x;
    {
        uint tgsi_w = (imms[26].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t94);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t96.x = (t74.xxxx).x;
    {
        uint tgsi_w = (imms[27].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t96);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t74.xyxy)).xy) >> ((imms[1].wwww).x & 63u);
        t99.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t100.x = (t99.xxxx).x;
    {
        uint tgsi_w = (imms[29].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t100);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t102.x = (t74.zzzz).x;
    {
        uint tgsi_w = (imms[30].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t102);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t74.zwzw)).xy) >> ((imms[1].wwww).x & 63u);
        t105.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t106.x = (t105.xxxx).x;
    {
        uint tgsi_w = (imms[32].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t106);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t108.xy = (uintBitsToFloat(imms[36].xyxx)).xy;
    t111.x = (uintBitsToFloat(imms[38].xxxx)).x;
    {
        uint tgsi_w = (imms[37].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t111);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t108)).xy) >> ((imms[1].wwww).x & 63u);
        t114.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t115.x = (t114.xxxx).x;
    {
        uint tgsi_w = (imms[40].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t115);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t117.xy = (uintBitsToFloat(imms[0].xxxx)).xy;
    t123.x = (uintBitsToFloat(imms[44].xxxx)).x;
    {
        uint tgsi_w = (imms[43].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t123);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t117)).xy) >> ((imms[1].wwww).x & 63u);
        t126.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t127.x = (t126.xxxx).x;
    {
        uint tgsi_w = (imms[46].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t127);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t129.xy = (uintBitsToFloat(imms[0].xxxx)).xy;
    t135.x = (uintBitsToFloat(imms[44].xxxx)).x;
    {
        uint tgsi_w = (imms[47].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t135);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t129)).xy) >> ((imms[1].wwww).x & 63u);
        t138.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t139.x = (t138.xxxx).x;
    {
        uint tgsi_w = (imms[49].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t139);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
