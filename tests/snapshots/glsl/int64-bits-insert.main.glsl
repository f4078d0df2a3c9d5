#version 450 core
#extension GL_ARB_gpu_shader_int64 : require
// Translated from TGSI by Tungsten (COMP, 138 instructions)
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
const uvec4 imms[42] = uvec4[42](
    uvec4(0u, 4294967295u, 2596069104u, 305419896u),
    uvec4(64u, 28u, 8u, 4u),
    uvec4(1u, 32u, 60u, 10u),
    uvec4(2u, 3u, 6u, 62u),
    uvec4(171u, 0u, 5u, 31u),
    uvec4(12u, 14u, 16u, 0u),
    uvec4(0u, 0u, 0u, 0u),
    uvec4(4294967295u, 4294967295u, 4294967295u, 4294967295u),
    uvec4(36u, 36u, 36u, 36u),
    uvec4(56u, 56u, 56u, 56u),
    uvec4(28u, 28u, 28u, 28u),
    uvec4(1u, 1u, 1u, 1u),
    uvec4(4u, 4u, 4u, 4u),
    uvec4(60u, 60u, 60u, 60u),
    uvec4(0u, 0u, 0u, 0u),
    uvec4(3u, 3u, 3u, 3u),
    uvec4(64u, 64u, 64u, 64u),
    uvec4(64u, 64u, 64u, 64u),
    uvec4(5u, 5u, 5u, 5u),
    uvec4(20u, 20u, 20u, 20u),
    uvec4(2596069104u, 305419896u, 2596069104u, 2596069104u),
    uvec4(24u, 24u, 24u, 24u),
    uvec4(7u, 7u, 7u, 7u),
    uvec4(32u, 32u, 32u, 32u),
    uvec4(24u, 24u, 24u, 24u),
    uvec4(9u, 9u, 9u, 9u),
    uvec4(36u, 36u, 36u, 36u),
    uvec4(63u, 63u, 63u, 63u),
    uvec4(2u, 2u, 2u, 2u),
    uvec4(40u, 40u, 40u, 40u),
    uvec4(11u, 11u, 11u, 11u),
    uvec4(44u, 44u, 44u, 44u),
    uvec4(33u, 33u, 33u, 33u),
    uvec4(61u, 61u, 61u, 61u),
    uvec4(30u, 30u, 30u, 30u),
    uvec4(48u, 48u, 48u, 48u),
    uvec4(13u, 13u, 13u, 13u),
    uvec4(52u, 52u, 52u, 52u),
    uvec4(56u, 56u, 56u, 56u),
    uvec4(15u, 15u, 15u, 15u),
    uvec4(17u, 17u, 17u, 17u),
    uvec4(68u, 68u, 68u, 68u));
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
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t5 = uintBitsToFloat(imms[0].xxxx);
    t6 = uintBitsToFloat(imms[0].xxxx);
    t8 = uintBitsToFloat(imms[7].xxxx);
    t10.x = (uintBitsToFloat(imms[1].yyyy)).x;
    t10.z = (uintBitsToFloat(imms[9].xxxx)).z;
    {
        uint64_t tgsi_r = packUint2x32((imms[0].yyyy).xy) >> ((floatBitsToUint(t10.zzzz)).x & 63u);
        t12.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    {
        uint64_t tgsi_r = packUint2x32((imms[0].yyyy).zw) >> ((floatBitsToUint(t10.zzzz)).y & 63u);
        t12.zw = (uintBitsToFloat(uvec4(0u, 0u, unpackUint2x32(tgsi_r)))).zw;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t12)).xy) << ((floatBitsToUint(t10.xxxx)).x & 63u);
        t12.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t12)).zw) << ((floatBitsToUint(t10.xxxx)).y & 63u);
        t12.zw = (uintBitsToFloat(uvec4(0u, 0u, unpackUint2x32(tgsi_r)))).zw;
    }
    t12 = mix(t12, uintBitsToFloat(imms[0].xxxx), notEqual(imms[0].xxxx, uvec4(0u)));
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t8)).xy) << ((floatBitsToUint(t10.xxxx)).x & 63u);
        t13.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t8)).zw) << ((floatBitsToUint(t10.xxxx)).y & 63u);
        t13.zw = (uintBitsToFloat(uvec4(0u, 0u, unpackUint2x32(tgsi_r)))).zw;
    }
    t13 = uintBitsToFloat(floatBitsToUint(t13) & floatBitsToUint(t12));
    t12 = uintBitsToFloat(~floatBitsToUint(t12));
    t14 = uintBitsToFloat(imms[6].xxxx & floatBitsToUint(t12));
    t9.xy = (uintBitsToFloat(floatBitsToUint(t14) | floatBitsToUint(t13))).xy;
    t16.x = (t9.xxxx).x;
    {
        uint tgsi_w = (imms[0].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t16);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t9)).xy) >> ((imms[2].yyyy).x & 63u);
        t19.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t20.x = (t19.xxxx).x;
    {
        uint tgsi_w = (imms[1].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t20);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t22 = uintBitsToFloat(imms[7].xxxx);
    t24.x = (uintBitsToFloat(imms[2].zzzz)).x;
    t24.z = (uintBitsToFloat(imms[13].xxxx)).z;
    {
        uint64_t tgsi_r = packUint2x32((imms[0].yyyy).xy) >> ((floatBitsToUint(t24.zzzz)).x & 63u);
        t26.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    {
        uint64_t tgsi_r = packUint2x32((imms[0].yyyy).zw) >> ((floatBitsToUint(t24.zzzz)).y & 63u);
        t26.zw = (uintBitsToFloat(uvec4(0u, 0u, unpackUint2x32(tgsi_r)))).zw;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t26)).xy) << ((floatBitsToUint(t24.xxxx)).x & 63u);
        t26.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t26)).zw) << ((floatBitsToUint(t24.xxxx)).y & 63u);
        t26.zw = (uintBitsToFloat(uvec4(0u, 0u, unpackUint2x32(tgsi_r)))).zw;
    }
    t26 = mix(t26, uintBitsToFloat(imms[0].xxxx), notEqual(imms[0].xxxx, uvec4(0u)));
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t22)).xy) << ((floatBitsToUint(t24.xxxx)).x & 63u);
        t27.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t22)).zw) << ((floatBitsToUint(t24.xxxx)).y & 63u);
        t27.zw = (uintBitsToFloat(uvec4(0u, 0u, unpackUint2x32(tgsi_r)))).zw;
    }
    t27 = uintBitsToFloat(floatBitsToUint(t27) & floatBitsToUint(t26));
    t26 = uintBitsToFloat(~floatBitsToUint(t26));
    t28 = uintBitsToFloat(imms[6].xxxx & floatBitsToUint(t26));
    t23.xy = (uintBitsToFloat(floatBitsToUint(t28) | floatBitsToUint(t27))).xy;
    t30.x = (t23.xxxx).x;
    {
        uint tgsi_w = (imms[1].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t30);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t23)).xy) >> ((imms[2].yyyy).x & 63u);
        t33.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t34.x = (t33.xxxx).x;
    {
        uint tgsi_w = (imms[5].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t34);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t36 = uintBitsToFloat(imms[7].xxxx);
    t39.x = (uintBitsToFloat(imms[1].xxxx)).x;
    t39.z = (uintBitsToFloat(imms[17].xxxx)).z;
    {
        uint64_t tgsi_r = packUint2x32((imms[0].yyyy).xy) >> ((floatBitsToUint(t39.zzzz)).x & 63u);
        t41.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    {
        uint64_t tgsi_r = packUint2x32((imms[0].yyyy).zw) >> ((floatBitsToUint(t39.zzzz)).y & 63u);
        t41.zw = (uintBitsToFloat(uvec4(0u, 0u, unpackUint2x32(tgsi_r)))).zw;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t41)).xy) << ((floatBitsToUint(t39.xxxx)).x & 63u);
        t41.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t41)).zw) << ((floatBitsToUint(t39.xxxx)).y & 63u);
        t41.zw = (uintBitsToFloat(uvec4(0u, 0u, unpackUint2x32(tgsi_r)))).zw;
    }
    t41 = mix(t41, uintBitsToFloat(imms[0].xxxx), notEqual(imms[0].yyyy, uvec4(0u)));
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t36)).xy) << ((floatBitsToUint(t39.xxxx)).x & 63u);
        t42.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t36)).zw) << ((floatBitsToUint(t39.xxxx)).y & 63u);
        t42.zw = (uintBitsToFloat(uvec4(0u, 0u, unpackUint2x32(tgsi_r)))).zw;
    }
    t42 = uintBitsToFloat(floatBitsToUint(t42) & floatBitsToUint(t41));
    t41 = uintBitsToFloat(~floatBitsToUint(t41));
    t43 = uintBitsToFloat(imms[6].xxxx & floatBitsToUint(t41));
    t38.xy = (uintBitsToFloat(floatBitsToUint(t43) | floatBitsToUint(t42))).xy;
    t45.x = (t38.xxxx).x;
    {
        uint tgsi_w = (imms[5].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t45);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t38)).xy) >> ((imms[2].yyyy).x & 63u);
        t48.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t49.x = (t48.xxxx).x;
    {
        uint tgsi_w = (imms[19].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t49);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t51 = uintBitsToFloat(imms[6].xxxx);
    t53.x = (uintBitsToFloat(imms[0].xxxx)).x;
    t53.z = (uintBitsToFloat(imms[14].xxxx)).z;
    {
        uint64_t tgsi_r = packUint2x32((imms[0].yyyy).xy) >> ((floatBitsToUint(t53.zzzz)).x & 63u);
        t55.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    {
        uint64_t tgsi_r = packUint2x32((imms[0].yyyy).zw) >> ((floatBitsToUint(t53.zzzz)).y & 63u);
        t55.zw = (uintBitsToFloat(uvec4(0u, 0u, unpackUint2x32(tgsi_r)))).zw;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t55)).xy) << ((floatBitsToUint(t53.xxxx)).x & 63u);
        t55.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t55)).zw) << ((floatBitsToUint(t53.xxxx)).y & 63u);
        t55.zw = (uintBitsToFloat(uvec4(0u, 0u, unpackUint2x32(tgsi_r)))).zw;
    }
    t55 = mix(t55, uintBitsToFloat(imms[0].xxxx), notEqual(imms[0].xxxx, uvec4(0u)));
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t51)).xy) << ((floatBitsToUint(t53.xxxx)).x & 63u);
        t56.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t51)).zw) << ((floatBitsToUint(t53.xxxx)).y & 63u);
        t56.zw = (uintBitsToFloat(uvec4(0u, 0u, unpackUint2x32(tgsi_r)))).zw;
    }
    t56 = uintBitsToFloat(floatBitsToUint(t56) & floatBitsToUint(t55));
    t55 = uintBitsToFloat(~floatBitsToUint(t55));
    t57 = uintBitsToFloat(imms[20].xyxx & floatBitsToUint(t55));
    t52.xy = (uintBitsToFloat(floatBitsToUint(t57) | floatBitsToUint(t56))).xy;
    t59.x = (t52.xxxx).x;
    {
        uint tgsi_w = (imms[21].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t59);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t52)).xy) >> ((imms[2].yyyy).x & 63u);
        t62.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t63.x = (t62.xxxx).x;
    {
        uint tgsi_w = (imms[1].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t63);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t66.x = (uintBitsToFloat(imms[2].yyyy)).x;
    t66.z = (uintBitsToFloat(imms[9].xxxx)).z;
    {
        uint64_t tgsi_r = packUint2x32((imms[0].yyyy).xy) >> ((floatBitsToUint(t66.zzzz)).x & 63u);
        t68.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    {
        uint64_t tgsi_r = packUint2x32((imms[0].yyyy).zw) >> ((floatBitsToUint(t66.zzzz)).y & 63u);
        t68.zw = (uintBitsToFloat(uvec4(0u, 0u, unpackUint2x32(tgsi_r)))).zw;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t68)).xy) << ((floatBitsToUint(t66.xxxx)).x & 63u);
        t68.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t68)).zw) << ((floatBitsToUint(t66.xxxx)).y & 63u);
        t68.zw = (uintBitsToFloat(uvec4(0u, 0u, unpackUint2x32(tgsi_r)))).zw;
    }
    t68 = mix(t68, uintBitsToFloat(imms[0].xxxx), notEqual(imms[0].xxxx, uvec4(0u)));
    {
        uint64_t tgsi_r = packUint2x32((imms[4].xyxx).xy) << ((floatBitsToUint(t66.xxxx)).x & 63u);
        t69.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    {
        uint64_t tgsi_r = packUint2x32((imms[4].xyxx).zw) << ((floatBitsToUint(t66.xxxx)).y & 63u);
        t69.zw = (uintBitsToFloat(uvec4(0u, 0u, unpackUint2x32(tgsi_r)))).zw;
    }
    t69 = uintBitsToFloat(floatBitsToUint(t69) & floatBitsToUint(t68));
    t68 = uintBitsToFloat(~floatBitsToUint(t68));
    t70 = uintBitsToFloat(imms[20].xyxx & floatBitsToUint(t68));
    t65.xy = (uintBitsToFloat(floatBitsToUint(t70) | floatBitsToUint(t69))).xy;
    t72.x = (t65.xxxx).x;
    {
        uint tgsi_w = (imms[2].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t72);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t65)).xy) >> ((imms[2].yyyy).x & 63u);
        t75.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t76.x = (t75.xxxx).x;
    {
        uint tgsi_w = (imms[26].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t76);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t79.x = (uintBitsToFloat(imms[2].xxxx)).x;
    t79.z = (uintBitsToFloat(imms[28].xxxx)).z;
    {
        uint64_t tgsi_r = packUint2x32((imms[0].yyyy).xy) >> ((floatBitsToUint(t79.zzzz)).x & 63u);
        t81.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    {
        uint64_t tgsi_r = packUint2x32((imms[0].yyyy).zw) >> ((floatBitsToUint(t79.zzzz)).y & 63u);
        t81.zw = (uintBitsToFloat(uvec4(0u, 0u, unpackUint2x32(tgsi_r)))).zw;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t81)).xy) << ((floatBitsToUint(t79.xxxx)).x & 63u);
        t81.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t81)).zw) << ((floatBitsToUint(t79.xxxx)).y & 63u);
        t81.zw = (uintBitsToFloat(uvec4(0u, 0u, unpackUint2x32(tgsi_r)))).zw;
    }
    t81 = mix(t81, uintBitsToFloat(imms[0].xxxx), notEqual(imms[0].xxxx, uvec4(0u)));
    {
        uint64_t tgsi_r = packUint2x32((imms[0].xxxx).xy) << ((floatBitsToUint(t79.xxxx)).x & 63u);
        t82.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    {
        uint64_t tgsi_r = packUint2x32((imms[0].xxxx).zw) << ((floatBitsToUint(t79.xxxx)).y & 63u);
        t82.zw = (uintBitsToFloat(uvec4(0u, 0u, unpackUint2x32(tgsi_r)))).zw;
    }
    t82 = uintBitsToFloat(floatBitsToUint(t82) & floatBitsToUint(t81));
    t81 = uintBitsToFloat(~floatBitsToUint(t81));
    t83 = uintBitsToFloat(imms[7].xxxx & floatBitsToUint(t81));
    t78.xy = (uintBitsToFloat(floatBitsToUint(t83) | floatBitsToUint(t82))).xy;
    t85.x = (t78.xxxx).x;
    {
        uint tgsi_w = (imms[29].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t85);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t78)).xy) >> ((imms[2].yyyy).x & 63u);
        t88.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t89.x = (t88.xxxx).x;
    {
        uint tgsi_w = (imms[31].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t89);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t91.xy = (uintBitsToFloat(imms[0].yyyy)).xy;
    t5 = uintBitsToFloat(imms[0].xxxx);
    t6 = t91;
    t92 = t5;
    t93 = t6;
    t94.xy = (uintBitsToFloat(imms[4].zyzy)).xy;
    t94.zw = (uintBitsToFloat(imms[4].zyzy)).zw;
    t95.xy = (uintBitsToFloat(imms[4].zyzy)).xy;
    t98.x = (uintBitsToFloat(imms[4].wwww)).x;
    t98.z = (uintBitsToFloat(imms[33].xxxx)).z;
    {
        uint64_t tgsi_r = packUint2x32((imms[0].yyyy).xy) >> ((floatBitsToUint(t98.zzzz)).x & 63u);
        t100.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    {
        uint64_t tgsi_r = packUint2x32((imms[0].yyyy).zw) >> ((floatBitsToUint(t98.zzzz)).y & 63u);
        t100.zw = (uintBitsToFloat(uvec4(0u, 0u, unpackUint2x32(tgsi_r)))).zw;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t100)).xy) << ((floatBitsToUint(t98.xxxx)).x & 63u);
        t100.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t100)).zw) << ((floatBitsToUint(t98.xxxx)).y & 63u);
        t100.zw = (uintBitsToFloat(uvec4(0u, 0u, unpackUint2x32(tgsi_r)))).zw;
    }
    t100 = mix(t100, uintBitsToFloat(imms[0].xxxx), notEqual(imms[0].xxxx, uvec4(0u)));
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t94)).xy) << ((floatBitsToUint(t98.xxxx)).x & 63u);
        t101.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t94)).zw) << ((floatBitsToUint(t98.xxxx)).y & 63u);
        t101.zw = (uintBitsToFloat(uvec4(0u, 0u, unpackUint2x32(tgsi_r)))).zw;
    }
    t101 = uintBitsToFloat(floatBitsToUint(t101) & floatBitsToUint(t100));
    t100 = uintBitsToFloat(~floatBitsToUint(t100));
    t102 = uintBitsToFloat(floatBitsToUint(t92) & floatBitsToUint(t100));
    t96 = uintBitsToFloat(floatBitsToUint(t102) | floatBitsToUint(t101));
    {
        uint64_t tgsi_r = packUint2x32((imms[0].yyyy).xy) >> ((floatBitsToUint(t98.zzzz)).x & 63u);
        t103.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    {
        uint64_t tgsi_r = packUint2x32((imms[0].yyyy).zw) >> ((floatBitsToUint(t98.zzzz)).y & 63u);
        t103.zw = (uintBitsToFloat(uvec4(0u, 0u, unpackUint2x32(tgsi_r)))).zw;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t103)).xy) << ((floatBitsToUint(t98.xxxx)).x & 63u);
        t103.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t103)).zw) << ((floatBitsToUint(t98.xxxx)).y & 63u);
        t103.zw = (uintBitsToFloat(uvec4(0u, 0u, unpackUint2x32(tgsi_r)))).zw;
    }
    t103 = mix(t103, uintBitsToFloat(imms[0].xxxx), notEqual(imms[0].xxxx, uvec4(0u)));
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t95)).xy) << ((floatBitsToUint(t98.xxxx)).x & 63u);
        t104.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t95)).zw) << ((floatBitsToUint(t98.xxxx)).y & 63u);
        t104.zw = (uintBitsToFloat(uvec4(0u, 0u, unpackUint2x32(tgsi_r)))).zw;
    }
    t104 = uintBitsToFloat(floatBitsToUint(t104) & floatBitsToUint(t103));
    t103 = uintBitsToFloat(~floatBitsToUint(t103));
    t105 = uintBitsToFloat(floatBitsToUint(t93) & floatBitsToUint(t103));
    t97.xy = (uintBitsToFloat(floatBitsToUint(t105) | floatBitsToUint(t104))).xy;
    t107.x = (t96.xxxx).x;
    {
        uint tgsi_w = (imms[35].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t107);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t96.xyxy)).xy) >> ((imms[2].yyyy).x & 63u);
        t110.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t111.x = (t110.xxxx).x;
    {
        uint tgsi_w = (imms[37].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t111);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t113.x = (t96.zzzz).x;
    {
        uint tgsi_w = (imms[38].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t113);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t96.zwzw)).xy) >> ((imms[2].yyyy).x & 63u);
        t116.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t117.x = (t116.xxxx).x;
    {
        uint tgsi_w = (imms[2].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t117);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t119.x = (t97.xxxx).x;
    {
        uint tgsi_w = (imms[1].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t119);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t97.xyxy)).xy) >> ((imms[2].yyyy).x & 63u);
        t122.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t123.x = (t122.xxxx).x;
    {
        uint tgsi_w = (imms[41].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t123);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
