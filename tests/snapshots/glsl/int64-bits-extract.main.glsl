#version 450 core
#extension GL_ARB_gpu_shader_int64 : require
// Translated from TGSI by Tungsten (COMP, 116 instructions)
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
const uvec4 imms[45] = uvec4[45](
    uvec4(0u, 2596069104u, 305419896u, 70u),
    uvec4(64u, 4u, 1u, 32u),
    uvec4(28u, 8u, 2u, 60u),
    uvec4(5u, 6u, 16u, 40u),
    uvec4(2596069104u, 4063516280u, 10u, 12u),
    uvec4(14u, 255u, 0u, 18u),
    uvec4(20u, 0u, 0u, 0u),
    uvec4(2596069104u, 305419896u, 2596069104u, 2596069104u),
    uvec4(64u, 64u, 64u, 64u),
    uvec4(0u, 0u, 0u, 0u),
    uvec4(1u, 1u, 1u, 1u),
    uvec4(36u, 36u, 36u, 36u),
    uvec4(56u, 56u, 56u, 56u),
    uvec4(28u, 28u, 28u, 28u),
    uvec4(3u, 3u, 3u, 3u),
    uvec4(4u, 4u, 4u, 4u),
    uvec4(60u, 60u, 60u, 60u),
    uvec4(5u, 5u, 5u, 5u),
    uvec4(70u, 70u, 70u, 70u),
    uvec4(4294967295u, 4294967295u, 4294967295u, 4294967295u),
    uvec4(24u, 24u, 24u, 24u),
    uvec4(7u, 7u, 7u, 7u),
    uvec4(48u, 48u, 48u, 48u),
    uvec4(24u, 24u, 24u, 24u),
    uvec4(8u, 8u, 8u, 8u),
    uvec4(9u, 9u, 9u, 9u),
    uvec4(36u, 36u, 36u, 36u),
    uvec4(2596069104u, 4063516280u, 2596069104u, 2596069104u),
    uvec4(11u, 11u, 11u, 11u),
    uvec4(44u, 44u, 44u, 44u),
    uvec4(48u, 48u, 48u, 48u),
    uvec4(13u, 13u, 13u, 13u),
    uvec4(52u, 52u, 52u, 52u),
    uvec4(56u, 56u, 56u, 56u),
    uvec4(15u, 15u, 15u, 15u),
    uvec4(17u, 17u, 17u, 17u),
    uvec4(68u, 68u, 68u, 68u),
    uvec4(2596069104u, 305419896u, 255u, 0u),
    uvec4(52u, 52u, 52u, 52u),
    uvec4(72u, 72u, 72u, 72u),
    uvec4(19u, 19u, 19u, 19u),
    uvec4(76u, 76u, 76u, 76u),
    uvec4(80u, 80u, 80u, 80u),
    uvec4(21u, 21u, 21u, 21u),
    uvec4(84u, 84u, 84u, 84u));
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
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t4 = uintBitsToFloat(imms[7].xyxx);
    t6.z = (uintBitsToFloat(imms[9].xxxx)).z;
    t6.w = (uintBitsToFloat(imms[9].xxxx)).w;
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t4)).xy) << ((floatBitsToUint(t6.wwww)).x & 63u);
        t8.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t4)).zw) << ((floatBitsToUint(t6.wwww)).y & 63u);
        t8.zw = (uintBitsToFloat(uvec4(0u, 0u, unpackUint2x32(tgsi_r)))).zw;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t8)).xy) >> ((floatBitsToUint(t6.zzzz)).x & 63u);
        t8.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t8)).zw) >> ((floatBitsToUint(t6.zzzz)).y & 63u);
        t8.zw = (uintBitsToFloat(uvec4(0u, 0u, unpackUint2x32(tgsi_r)))).zw;
    }
    t5.xy = (mix(t8, uintBitsToFloat(imms[0].xxxx), notEqual(imms[0].xxxx, uvec4(0u)))).xy;
    t10.x = (t5.xxxx).x;
    {
        uint tgsi_w = (imms[0].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t10);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t5)).xy) >> ((imms[1].wwww).x & 63u);
        t13.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t14.x = (t13.xxxx).x;
    {
        uint tgsi_w = (imms[1].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t14);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t15 = uintBitsToFloat(imms[7].xyxx);
    t17.z = (uintBitsToFloat(imms[12].xxxx)).z;
    t17.w = (uintBitsToFloat(imms[13].xxxx)).w;
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t15)).xy) << ((floatBitsToUint(t17.wwww)).x & 63u);
        t19.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t15)).zw) << ((floatBitsToUint(t17.wwww)).y & 63u);
        t19.zw = (uintBitsToFloat(uvec4(0u, 0u, unpackUint2x32(tgsi_r)))).zw;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t19)).xy) >> ((floatBitsToUint(t17.zzzz)).x & 63u);
        t19.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t19)).zw) >> ((floatBitsToUint(t17.zzzz)).y & 63u);
        t19.zw = (uintBitsToFloat(uvec4(0u, 0u, unpackUint2x32(tgsi_r)))).zw;
    }
    t16.xy = (mix(t19, uintBitsToFloat(imms[0].xxxx), notEqual(imms[0].xxxx, uvec4(0u)))).xy;
    t21.x = (t16.xxxx).x;
    {
        uint tgsi_w = (imms[2].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t21);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t16)).xy) >> ((imms[1].wwww).x & 63u);
        t24.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t25.x = (t24.xxxx).x;
    {
        uint tgsi_w = (imms[4].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t25);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t26 = uintBitsToFloat(imms[7].xyxx);
    t28.z = (uintBitsToFloat(imms[16].xxxx)).z;
    t28.w = (uintBitsToFloat(imms[9].xxxx)).w;
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t26)).xy) << ((floatBitsToUint(t28.wwww)).x & 63u);
        t30.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t26)).zw) << ((floatBitsToUint(t28.wwww)).y & 63u);
        t30.zw = (uintBitsToFloat(uvec4(0u, 0u, unpackUint2x32(tgsi_r)))).zw;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t30)).xy) >> ((floatBitsToUint(t28.zzzz)).x & 63u);
        t30.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t30)).zw) >> ((floatBitsToUint(t28.zzzz)).y & 63u);
        t30.zw = (uintBitsToFloat(uvec4(0u, 0u, unpackUint2x32(tgsi_r)))).zw;
    }
    t27.xy = (mix(t30, uintBitsToFloat(imms[0].xxxx), notEqual(imms[0].xxxx, uvec4(0u)))).xy;
    t32.x = (t27.xxxx).x;
    {
        uint tgsi_w = (imms[3].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t32);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t27)).xy) >> ((imms[1].wwww).x & 63u);
        t35.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t36.x = (t35.xxxx).x;
    {
        uint tgsi_w = (imms[6].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t36);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t37 = uintBitsToFloat(imms[7].xyxx);
    t40.z = (uintBitsToFloat(imms[8].xxxx)).z;
    t40.w = (uintBitsToFloat(imms[9].xxxx)).w;
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t37)).xy) << ((floatBitsToUint(t40.wwww)).x & 63u);
        t42.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t37)).zw) << ((floatBitsToUint(t40.wwww)).y & 63u);
        t42.zw = (uintBitsToFloat(uvec4(0u, 0u, unpackUint2x32(tgsi_r)))).zw;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t42)).xy) >> ((floatBitsToUint(t40.zzzz)).x & 63u);
        t42.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t42)).zw) >> ((floatBitsToUint(t40.zzzz)).y & 63u);
        t42.zw = (uintBitsToFloat(uvec4(0u, 0u, unpackUint2x32(tgsi_r)))).zw;
    }
    t39.xy = (mix(t42, uintBitsToFloat(imms[0].xxxx), notEqual(imms[19].xxxx, uvec4(0u)))).xy;
    t44.x = (t39.xxxx).x;
    {
        uint tgsi_w = (imms[20].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t44);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t39)).xy) >> ((imms[1].wwww).x & 63u);
        t47.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t48.x = (t47.xxxx).x;
    {
        uint tgsi_w = (imms[2].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t48);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t49 = uintBitsToFloat(imms[7].xyxx);
    t51.z = (uintBitsToFloat(imms[23].xxxx)).z;
    t51.w = (uintBitsToFloat(imms[24].xxxx)).w;
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t49)).xy) << ((floatBitsToUint(t51.wwww)).x & 63u);
        t53.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t49)).zw) << ((floatBitsToUint(t51.wwww)).y & 63u);
        t53.zw = (uintBitsToFloat(uvec4(0u, 0u, unpackUint2x32(tgsi_r)))).zw;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t53)).xy) >> ((floatBitsToUint(t51.zzzz)).x & 63u);
        t53.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t53)).zw) >> ((floatBitsToUint(t51.zzzz)).y & 63u);
        t53.zw = (uintBitsToFloat(uvec4(0u, 0u, unpackUint2x32(tgsi_r)))).zw;
    }
    t50.xy = (mix(t53, uintBitsToFloat(imms[0].xxxx), notEqual(imms[0].xxxx, uvec4(0u)))).xy;
    t55.x = (t50.xxxx).x;
    {
        uint tgsi_w = (imms[1].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t55);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t50)).xy) >> ((imms[1].wwww).x & 63u);
        t58.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t59.x = (t58.xxxx).x;
    {
        uint tgsi_w = (imms[26].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t59);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t60 = uintBitsToFloat(imms[27].xyxx);
    t62.z = (uintBitsToFloat(imms[16].xxxx)).z;
    t62.w = (uintBitsToFloat(imms[9].xxxx)).w;
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t60)).xy) << ((floatBitsToUint(t62.wwww)).x & 63u);
        t64.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t60)).zw) << ((floatBitsToUint(t62.wwww)).y & 63u);
        t64.zw = (uintBitsToFloat(uvec4(0u, 0u, unpackUint2x32(tgsi_r)))).zw;
    }
    {
        int64_t tgsi_r = int64_t(packUint2x32((floatBitsToUint(t64)).xy)) >> ((floatBitsToUint(t62.zzzz)).x & 63u);
        t64.xy = (uintBitsToFloat(uvec4(unpackUint2x32(uint64_t(tgsi_r)), 0u, 0u))).xy;
    }
    {
        int64_t tgsi_r = int64_t(packUint2x32((floatBitsToUint(t64)).zw)) >> ((floatBitsToUint(t62.zzzz)).y & 63u);
        t64.zw = (uintBitsToFloat(uvec4(0u, 0u, unpackUint2x32(uint64_t(tgsi_r))))).zw;
    }
    t61.xy = (mix(t64, uintBitsToFloat(imms[0].xxxx), notEqual(imms[0].xxxx, uvec4(0u)))).xy;
    t66.x = (t61.xxxx).x;
    {
        uint tgsi_w = (imms[3].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t66);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t61)).xy) >> ((imms[1].wwww).x & 63u);
        t69.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t70.x = (t69.xxxx).x;
    {
        uint tgsi_w = (imms[29].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t70);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t71 = uintBitsToFloat(imms[27].xyxx);
    t73.z = (uintBitsToFloat(imms[12].xxxx)).z;
    t73.w = (uintBitsToFloat(imms[13].xxxx)).w;
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t71)).xy) << ((floatBitsToUint(t73.wwww)).x & 63u);
        t75.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t71)).zw) << ((floatBitsToUint(t73.wwww)).y & 63u);
        t75.zw = (uintBitsToFloat(uvec4(0u, 0u, unpackUint2x32(tgsi_r)))).zw;
    }
    {
        int64_t tgsi_r = int64_t(packUint2x32((floatBitsToUint(t75)).xy)) >> ((floatBitsToUint(t73.zzzz)).x & 63u);
        t75.xy = (uintBitsToFloat(uvec4(unpackUint2x32(uint64_t(tgsi_r)), 0u, 0u))).xy;
    }
    {
        int64_t tgsi_r = int64_t(packUint2x32((floatBitsToUint(t75)).zw)) >> ((floatBitsToUint(t73.zzzz)).y & 63u);
        t75.zw = (uintBitsToFloat(uvec4(0u, 0u, unpackUint2x32(uint64_t(tgsi_r))))).zw;
    }
    t72.xy = (mix(t75, uintBitsToFloat(imms[0].xxxx), notEqual(imms[0].xxxx, uvec4(0u)))).xy;
    t77.x = (t72.xxxx).x;
    {
        uint tgsi_w = (imms[30].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t77);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t72)).xy) >> ((imms[1].wwww).x & 63u);
        t80.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t81.x = (t80.xxxx).x;
    {
        uint tgsi_w = (imms[32].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t81);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t82 = uintBitsToFloat(imms[27].xyxx);
    t84.z = (uintBitsToFloat(imms[8].xxxx)).z;
    t84.w = (uintBitsToFloat(imms[16].xxxx)).w;
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t82)).xy) << ((floatBitsToUint(t84.wwww)).x & 63u);
        t86.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t82)).zw) << ((floatBitsToUint(t84.wwww)).y & 63u);
        t86.zw = (uintBitsToFloat(uvec4(0u, 0u, unpackUint2x32(tgsi_r)))).zw;
    }
    {
        int64_t tgsi_r = int64_t(packUint2x32((floatBitsToUint(t86)).xy)) >> ((floatBitsToUint(t84.zzzz)).x & 63u);
        t86.xy = (uintBitsToFloat(uvec4(unpackUint2x32(uint64_t(tgsi_r)), 0u, 0u))).xy;
    }
    {
        int64_t tgsi_r = int64_t(packUint2x32((floatBitsToUint(t86)).zw)) >> ((floatBitsToUint(t84.zzzz)).y & 63u);
        t86.zw = (uintBitsToFloat(uvec4(0u, 0u, unpackUint2x32(uint64_t(tgsi_r))))).zw;
    }
    t83.xy = (mix(t86, uintBitsToFloat(imms[0].xxxx), notEqual(imms[19].xxxx, uvec4(0u)))).xy;
    t88.x = (t83.xxxx).x;
    {
        uint tgsi_w = (imms[33].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t88);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t83)).xy) >> ((imms[1].wwww).x & 63u);
        t91.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t92.x = (t91.xxxx).x;
    {
        uint tgsi_w = (imms[2].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t92);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t93 = uintBitsToFloat(imms[27].xyxx);
    t95.z = (uintBitsToFloat(imms[9].xxxx)).z;
    t95.w = (uintBitsToFloat(imms[9].xxxx)).w;
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t93)).xy) << ((floatBitsToUint(t95.wwww)).x & 63u);
        t97.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t93)).zw) << ((floatBitsToUint(t95.wwww)).y & 63u);
        t97.zw = (uintBitsToFloat(uvec4(0u, 0u, unpackUint2x32(tgsi_r)))).zw;
    }
    {
        int64_t tgsi_r = int64_t(packUint2x32((floatBitsToUint(t97)).xy)) >> ((floatBitsToUint(t95.zzzz)).x & 63u);
        t97.xy = (uintBitsToFloat(uvec4(unpackUint2x32(uint64_t(tgsi_r)), 0u, 0u))).xy;
    }
    {
        int64_t tgsi_r = int64_t(packUint2x32((floatBitsToUint(t97)).zw)) >> ((floatBitsToUint(t95.zzzz)).y & 63u);
        t97.zw = (uintBitsToFloat(uvec4(0u, 0u, unpackUint2x32(uint64_t(tgsi_r))))).zw;
    }
    t94.xy = (mix(t97, uintBitsToFloat(imms[0].xxxx), notEqual(imms[0].xxxx, uvec4(0u)))).xy;
    t99.x = (t94.xxxx).x;
    {
        uint tgsi_w = (imms[1].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t99);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t94)).xy) >> ((imms[1].wwww).x & 63u);
        t102.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t103.x = (t102.xxxx).x;
    {
        uint tgsi_w = (imms[36].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t103);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t106 = uintBitsToFloat(imms[37]);
    t108.z = (uintBitsToFloat(imms[12].xxxx)).z;
    t108.w = (uintBitsToFloat(imms[38].xxxx)).w;
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t106)).xy) << ((floatBitsToUint(t108.wwww)).x & 63u);
        t110.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t106)).zw) << ((floatBitsToUint(t108.wwww)).y & 63u);
        t110.zw = (uintBitsToFloat(uvec4(0u, 0u, unpackUint2x32(tgsi_r)))).zw;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t110)).xy) >> ((floatBitsToUint(t108.zzzz)).x & 63u);
        t110.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t110)).zw) >> ((floatBitsToUint(t108.zzzz)).y & 63u);
        t110.zw = (uintBitsToFloat(uvec4(0u, 0u, unpackUint2x32(tgsi_r)))).zw;
    }
    t107 = mix(t110, uintBitsToFloat(imms[0].xxxx), notEqual(imms[0].xxxx, uvec4(0u)));
    t112.x = (t107.xxxx).x;
    {
        uint tgsi_w = (imms[39].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t112);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t107.xyxy)).xy) >> ((imms[1].wwww).x & 63u);
        t115.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t116.x = (t115.xxxx).x;
    {
        uint tgsi_w = (imms[41].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t116);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t118.x = (t107.zzzz).x;
    {
        uint tgsi_w = (imms[42].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t118);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t107.zwzw)).xy) >> ((imms[1].wwww).x & 63u);
        t121.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t122.x = (t121.xxxx).x;
    {
        uint tgsi_w = (imms[44].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t122);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
