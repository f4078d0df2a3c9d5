#version 450 core
#extension GL_ARB_gpu_shader_int64 : require
// Translated from TGSI by Tungsten (COMP, 73 instructions)
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
const uvec4 imms[31] = uvec4[31](
    uvec4(0u, 3217031168u, 1073657938u, 1579583632u),
    uvec4(1900671690u, 4048155338u, 3231711232u, 1593835520u),
    uvec4(1061158912u, 3741319168u, 1593835519u, 1602224128u),
    uvec4(4294967295u, 2147483647u, 0u, 4u),
    uvec4(1u, 32u, 2u, 6u),
    uvec4(8u, 10u, 12u, 14u),
    uvec4(1602224127u, 0u, 0u, 0u),
    uvec4(16u, 0u, 0u, 0u),
    uvec4(0u, 0u, 0u, 0u),
    uvec4(1u, 1u, 1u, 1u),
    uvec4(3u, 3u, 3u, 3u),
    uvec4(5u, 5u, 5u, 5u),
    uvec4(20u, 20u, 20u, 20u),
    uvec4(4294967295u, 4294967295u, 4294967295u, 4294967295u),
    uvec4(24u, 24u, 24u, 24u),
    uvec4(7u, 7u, 7u, 7u),
    uvec4(28u, 28u, 28u, 28u),
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
    uvec4(68u, 68u, 68u, 68u));
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
int64_t tgsi_f2i64(float x) {
    return (x >= -9223372036854775808.0 && x < 9223372036854775808.0) ? int64_t(x) : int64_t(0x8000000000000000ul);
}
uint64_t tgsi_f2u64(float x) {
    return !(x > -1.0) ? 0ul : (x >= 18446744073709551616.0 ? ~0ul : uint64_t(x > 0.0 ? x : 0.0));
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
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t10.xy = (uintBitsToFloat(imms[0].yyyy)).xy;
    {
        int64_t tgsi_r = tgsi_f2i64((t10).x);
        t9.xy = (uintBitsToFloat(uvec4(unpackUint2x32(uint64_t(tgsi_r)), 0u, 0u))).xy;
    }
    t9.xy = (mix(t9, uintBitsToFloat(imms[3].xyxy), notEqual(imms[8].xxxx, uvec4(0u)))).xy;
    t13.x = (t9.xxxx).x;
    {
        uint tgsi_w = (imms[3].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t13);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t9)).xy) >> ((imms[4].yyyy).x & 63u);
        t16.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t17.x = (t16.xxxx).x;
    {
        uint tgsi_w = (imms[3].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t17);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t20.xy = (uintBitsToFloat(imms[0].zzzz)).xy;
    {
        int64_t tgsi_r = tgsi_f2i64((t20).x);
        t19.xy = (uintBitsToFloat(uvec4(unpackUint2x32(uint64_t(tgsi_r)), 0u, 0u))).xy;
    }
    t19.xy = (mix(t19, uintBitsToFloat(imms[3].xyxy), notEqual(imms[8].xxxx, uvec4(0u)))).xy;
    t23.x = (t19.xxxx).x;
    {
        uint tgsi_w = (imms[5].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t23);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t19)).xy) >> ((imms[4].yyyy).x & 63u);
        t26.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t27.x = (t26.xxxx).x;
    {
        uint tgsi_w = (imms[5].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t27);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t30.xy = (uintBitsToFloat(imms[0].wwww)).xy;
    {
        int64_t tgsi_r = tgsi_f2i64((t30).x);
        t29.xy = (uintBitsToFloat(uvec4(unpackUint2x32(uint64_t(tgsi_r)), 0u, 0u))).xy;
    }
    t29.xy = (mix(t29, uintBitsToFloat(imms[3].xyxy), notEqual(imms[8].xxxx, uvec4(0u)))).xy;
    t33.x = (t29.xxxx).x;
    {
        uint tgsi_w = (imms[7].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t33);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t29)).xy) >> ((imms[4].yyyy).x & 63u);
        t36.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t37.x = (t36.xxxx).x;
    {
        uint tgsi_w = (imms[12].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t37);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t40.xy = (uintBitsToFloat(imms[2].zzzz)).xy;
    {
        int64_t tgsi_r = tgsi_f2i64((t40).x);
        t39.xy = (uintBitsToFloat(uvec4(unpackUint2x32(uint64_t(tgsi_r)), 0u, 0u))).xy;
    }
    t39.xy = (mix(t39, uintBitsToFloat(imms[3].xyxy), notEqual(imms[13].xxxx, uvec4(0u)))).xy;
    t43.x = (t39.xxxx).x;
    {
        uint tgsi_w = (imms[14].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t43);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t39)).xy) >> ((imms[4].yyyy).x & 63u);
        t46.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t47.x = (t46.xxxx).x;
    {
        uint tgsi_w = (imms[16].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t47);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t50.xy = (uintBitsToFloat(imms[2].yyyy)).xy;
    {
        int64_t tgsi_r = tgsi_f2i64((t50).x);
        t49.xy = (uintBitsToFloat(uvec4(unpackUint2x32(uint64_t(tgsi_r)), 0u, 0u))).xy;
    }
    t49.xy = (mix(t49, uintBitsToFloat(imms[3].xyxy), notEqual(imms[8].xxxx, uvec4(0u)))).xy;
    t53.x = (t49.xxxx).x;
    {
        uint tgsi_w = (imms[4].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t53);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t49)).xy) >> ((imms[4].yyyy).x & 63u);
        t56.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t57.x = (t56.xxxx).x;
    {
        uint tgsi_w = (imms[18].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t57);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t60.xy = (uintBitsToFloat(imms[0].xxxx)).xy;
    {
        uint64_t tgsi_r = tgsi_f2u64((t60).x);
        t59.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t59.xy = (mix(t59, uintBitsToFloat(imms[3].xxxx), notEqual(imms[8].xxxx, uvec4(0u)))).xy;
    t63.x = (t59.xxxx).x;
    {
        uint tgsi_w = (imms[19].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t63);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t59)).xy) >> ((imms[4].yyyy).x & 63u);
        t66.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t67.x = (t66.xxxx).x;
    {
        uint tgsi_w = (imms[21].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t67);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t70.xy = (uintBitsToFloat(imms[6].xxxx)).xy;
    {
        uint64_t tgsi_r = tgsi_f2u64((t70).x);
        t69.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t69.xy = (mix(t69, uintBitsToFloat(imms[3].xxxx), notEqual(imms[13].xxxx, uvec4(0u)))).xy;
    t73.x = (t69.xxxx).x;
    {
        uint tgsi_w = (imms[22].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t73);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t69)).xy) >> ((imms[4].yyyy).x & 63u);
        t76.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t77.x = (t76.xxxx).x;
    {
        uint tgsi_w = (imms[24].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t77);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t80.xy = (uintBitsToFloat(imms[1].wwww)).xy;
    {
        uint64_t tgsi_r = tgsi_f2u64((t80).x);
        t79.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t79.xy = (mix(t79, uintBitsToFloat(imms[3].xxxx), notEqual(imms[8].xxxx, uvec4(0u)))).xy;
    t83.x = (t79.xxxx).x;
    {
        uint tgsi_w = (imms[25].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t83);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t79)).xy) >> ((imms[4].yyyy).x & 63u);
        t86.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t87.x = (t86.xxxx).x;
    {
        uint tgsi_w = (imms[27].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t87);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t90.xy = (uintBitsToFloat(imms[2].xxxx)).xy;
    {
        uint64_t tgsi_r = tgsi_f2u64((t90).x);
        t89.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t89.xy = (mix(t89, uintBitsToFloat(imms[3].xxxx), notEqual(imms[8].xxxx, uvec4(0u)))).xy;
    t93.x = (t89.xxxx).x;
    {
        uint tgsi_w = (imms[28].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t93);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t89)).xy) >> ((imms[4].yyyy).x & 63u);
        t96.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t97.x = (t96.xxxx).x;
    {
        uint tgsi_w = (imms[30].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t97);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
