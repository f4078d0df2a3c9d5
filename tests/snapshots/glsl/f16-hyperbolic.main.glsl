#version 450 core
// Translated from TGSI by Tungsten (COMP, 205 instructions)
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
const uvec4 imms[15] = uvec4[15](
    uvec4(0u, 2147483648u, 4u, 8u),
    uvec4(1056964608u, 1119092736u, 1069066811u, 3207688704u),
    uvec4(3049242254u, 909970138u, 961544009u, 1007192218u),
    uvec4(4294967295u, 0u, 0u, 0u),
    uvec4(1042983595u, 1065353216u, 3150824454u, 1017947596u),
    uvec4(3176961296u, 1040746136u, 3198855845u, 1077455419u),
    uvec4(1073741824u, 1057791828u, 976252126u, 3145419294u),
    uvec4(1009436944u, 3164411567u, 1022445508u, 3174447108u),
    uvec4(1033474766u, 3190467218u, 1060205080u, 3212836864u),
    uvec4(12u, 16u, 20u, 24u),
    uvec4(950737111u, 3120813812u, 988397793u, 3149243783u),
    uvec4(1016696183u, 3182078588u, 1043656327u, 1028807945u),
    uvec4(1039279717u, 1041343518u, 1045222247u, 1051372192u),
    uvec4(1051816472u, 1094713344u, 1090519040u, 0u),
    uvec4(28u, 0u, 0u, 0u));
layout(std430, binding = 1) buffer tgsi_cs_buffer1 { uint data[]; } tgsi_buf1;
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
ivec4 tgsi_f2i(vec4 v) {
    ivec4 r;
    for (int i = 0; i < 4; i++) {
        // NaN fails both comparisons.
        r[i] = (v[i] >= -2147483648.0 && v[i] < 2147483648.0) ? int(v[i]) : (-2147483647 - 1);
    }
    return r;
}
float tgsi_div(float a, float b) {
    if (isnan(a) || isnan(b) || isinf(a) || isinf(b) || b == 0.0) {
        if (isnan(a) || isnan(b) || (a == 0.0 && b == 0.0) || (isinf(a) && isinf(b))) {
            return uintBitsToFloat(0x7fc00000u);
        }
        uint sign = (floatBitsToUint(a) ^ floatBitsToUint(b)) & 0x80000000u;
        return uintBitsToFloat(sign | (isinf(a) || b == 0.0 ? 0x7f800000u : 0u));
    }
    precise float q = abs(b) > uintBitsToFloat(0x7e800000u) ? (a * 0.25) / (b * 0.25) : a / b;
    return q;
}
vec4 tgsi_div(vec4 a, vec4 b) {
    return vec4(tgsi_div(a.x, b.x), tgsi_div(a.y, b.y), tgsi_div(a.z, b.z), tgsi_div(a.w, b.w));
}
float tgsi_sqrt(float x) {
    if (x > 0.0 && !isinf(x)) {
        return sqrt(x);
    }
    return (x == 0.0 || x > 0.0) ? x : uintBitsToFloat(0x7fc00000u);
}
float tgsi_log2(float x) {
    if (x > 0.0 && !isinf(x)) {
        return log2(x);
    }
    if (x == 0.0) {
        return uintBitsToFloat(0xff800000u);
    }
    return x > 0.0 ? x : uintBitsToFloat(0x7fc00000u);
}
float tgsi_pow2(int k) {
    return uintBitsToFloat(uint(k + 127) << 23);
}
vec4 tgsi_ldexp(vec4 x, ivec4 e) {
    vec4 r;
    for (int i = 0; i < 4; i++) {
        int k = clamp(e[i], -378, 378);
        int a = k / 3;
        int b = (k - a) / 2;
        precise float s = x[i] * tgsi_pow2(a) * tgsi_pow2(b) * tgsi_pow2(k - a - b);
        r[i] = s;
    }
    return r;
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
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    {
        uint tgsi_o = (imms[0].xxxx).x;
        uvec4 tgsi_v = uvec4(0u);
        if (uint(tgsi_buf1.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf1.data.length()) - 1u) * 4u) {
            uint tgsi_w = tgsi_o >> 2;
            tgsi_v.x = tgsi_buf1.data[tgsi_w + 0u];
        }
        t0.x = (uintBitsToFloat(tgsi_v)).x;
    }
    t1.x = (vec4(floatBitsToUint(t0))).x;
    t2.x = (uintBitsToFloat(uvec4(packHalf2x16((t1).xy)))).x;
    t3.x = ((unpackHalf2x16((floatBitsToUint(t2.xxxx)).x)).xyxy).x;
    t4.x = (uintBitsToFloat(imms[1].xxxx) * t3).x;
    t5.x = (uintBitsToFloat(uvec4(packHalf2x16((t4).xy)))).x;
    t6.x = ((unpackHalf2x16((floatBitsToUint(t5.xxxx)).x)).xyxy).x;
    t9.x = (intBitsToFloat(-ivec4(lessThan(uintBitsToFloat(imms[1].yyyy), abs(t6.xxxx))))).x;
    t10.x = (mix(abs(t6.xxxx), uintBitsToFloat(imms[1].yyyy), notEqual(floatBitsToUint(t9), uvec4(0u)))).x;
    t11.x = (t10 * uintBitsToFloat(imms[1].zzzz)).x;
    t11.x = (roundEven(t11)).x;
    t12.x = (t11 * uintBitsToFloat(imms[1].wwww) + t10).x;
    t12.x = (t11 * uintBitsToFloat(imms[2].xxxx) + t12).x;
    t12.x = (t12 * uintBitsToFloat(imms[1].zzzz)).x;
    t13.x = (vec4(exp2((t12).x))).x;
    t14.x = (vec4(tgsi_div(1.0, (t13).x))).x;
    t15.x = (intBitsToFloat(tgsi_f2i(t11))).x;
    t16.x = (uintBitsToFloat(floatBitsToUint(t15) + imms[3].xxxx)).x;
    t13.x = (tgsi_ldexp(t13, floatBitsToInt(t16))).x;
    t17.x = (intBitsToFloat(-floatBitsToInt(t15))).x;
    t17.x = (uintBitsToFloat(floatBitsToUint(t17) + imms[3].xxxx)).x;
    t14.x = (tgsi_ldexp(t14, floatBitsToInt(t17))).x;
    t18.x = (t13 + (-t14)).x;
    t19.x = (abs(t6.xxxx) * abs(t6.xxxx)).x;
    t20.x = (t19 * uintBitsToFloat(imms[2].yyyy) + uintBitsToFloat(imms[2].zzzz)).x;
    t20.x = (t20 * t19 + uintBitsToFloat(imms[2].wwww)).x;
    t20.x = (t20 * t19 + uintBitsToFloat(imms[4].xxxx)).x;
    t20.x = (t20 * t19).x;
    t21.x = (t20 * abs(t6.xxxx) + abs(t6.xxxx)).x;
    t22.x = (intBitsToFloat(-ivec4(lessThan(uintBitsToFloat(imms[4].yyyy), abs(t6.xxxx))))).x;
    t23.x = (mix(t21, t18, notEqual(floatBitsToUint(t22), uvec4(0u)))).x;
    t24.x = (uintBitsToFloat(floatBitsToUint(t6.xxxx) & imms[0].yyyy)).x;
    t7.x = (uintBitsToFloat(floatBitsToUint(t23) | floatBitsToUint(t24))).x;
    t25.x = (uintBitsToFloat(uvec4(packHalf2x16((t7).xy)))).x;
    t26.x = ((unpackHalf2x16((floatBitsToUint(t25.xxxx)).x)).xyxy).x;
    {
        uint tgsi_w = (imms[0].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t26);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t29.x = (intBitsToFloat(-ivec4(lessThan(uintBitsToFloat(imms[1].yyyy), abs(t6.xxxx))))).x;
    t30.x = (mix(abs(t6.xxxx), uintBitsToFloat(imms[1].yyyy), notEqual(floatBitsToUint(t29), uvec4(0u)))).x;
    t31.x = (t30 * uintBitsToFloat(imms[1].zzzz)).x;
    t31.x = (roundEven(t31)).x;
    t32.x = (t31 * uintBitsToFloat(imms[1].wwww) + t30).x;
    t32.x = (t31 * uintBitsToFloat(imms[2].xxxx) + t32).x;
    t32.x = (t32 * uintBitsToFloat(imms[1].zzzz)).x;
    t33.x = (vec4(exp2((t32).x))).x;
    t34.x = (vec4(tgsi_div(1.0, (t33).x))).x;
    t35.x = (intBitsToFloat(tgsi_f2i(t31))).x;
    t36.x = (uintBitsToFloat(floatBitsToUint(t35) + imms[3].xxxx)).x;
    t33.x = (tgsi_ldexp(t33, floatBitsToInt(t36))).x;
    t37.x = (intBitsToFloat(-floatBitsToInt(t35))).x;
    t37.x = (uintBitsToFloat(floatBitsToUint(t37) + imms[3].xxxx)).x;
    t34.x = (tgsi_ldexp(t34, floatBitsToInt(t37))).x;
    t27.x = (t33 + t34).x;
    t38.x = (uintBitsToFloat(uvec4(packHalf2x16((t27).xy)))).x;
    t39.x = ((unpackHalf2x16((floatBitsToUint(t38.xxxx)).x)).xyxy).x;
    {
        uint tgsi_w = (imms[0].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t39);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t42.x = (abs(t6.xxxx) * abs(t6.xxxx)).x;
    t43.x = (t42 * uintBitsToFloat(imms[4].zzzz) + uintBitsToFloat(imms[4].wwww)).x;
    t43.x = (t43 * t42 + uintBitsToFloat(imms[5].xxxx)).x;
    t43.x = (t43 * t42 + uintBitsToFloat(imms[5].yyyy)).x;
    t43.x = (t43 * t42 + uintBitsToFloat(imms[5].zzzz)).x;
    t43.x = (t43 * t42).x;
    t44.x = (t43 * abs(t6.xxxx) + abs(t6.xxxx)).x;
    t45.x = (abs(t6.xxxx) * uintBitsToFloat(imms[5].wwww)).x;
    t45.x = (vec4(exp2((t45).x))).x;
    t45.x = (t45 + uintBitsToFloat(imms[4].yyyy)).x;
    t46.x = (tgsi_div(uintBitsToFloat(imms[6].xxxx), t45)).x;
    t47.x = ((-t46) + uintBitsToFloat(imms[4].yyyy)).x;
    t48.x = (intBitsToFloat(-ivec4(lessThan(uintBitsToFloat(imms[6].yyyy), abs(t6.xxxx))))).x;
    t49.x = (mix(t44, t47, notEqual(floatBitsToUint(t48), uvec4(0u)))).x;
    t50.x = (uintBitsToFloat(floatBitsToUint(t6.xxxx) & imms[0].yyyy)).x;
    t40.x = (uintBitsToFloat(floatBitsToUint(t49) | floatBitsToUint(t50))).x;
    t51.x = (uintBitsToFloat(uvec4(packHalf2x16((t40).xy)))).x;
    t52.x = ((unpackHalf2x16((floatBitsToUint(t51.xxxx)).x)).xyxy).x;
    {
        uint tgsi_w = (imms[0].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t52);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t53.x = (uintBitsToFloat(imms[6].xxxx) * t3).x;
    t54.x = (uintBitsToFloat(uvec4(packHalf2x16((t53).xy)))).x;
    t55.x = ((unpackHalf2x16((floatBitsToUint(t54.xxxx)).x)).xyxy).x;
    t58.x = (abs(t55.xxxx) * abs(t55.xxxx)).x;
    t59.x = (t58 * uintBitsToFloat(imms[6].zzzz) + uintBitsToFloat(imms[6].wwww)).x;
    t59.x = (t59 * t58 + uintBitsToFloat(imms[7].xxxx)).x;
    t59.x = (t59 * t58 + uintBitsToFloat(imms[7].yyyy)).x;
    t59.x = (t59 * t58 + uintBitsToFloat(imms[7].zzzz)).x;
    t59.x = (t59 * t58 + uintBitsToFloat(imms[7].wwww)).x;
    t59.x = (t59 * t58 + uintBitsToFloat(imms[8].xxxx)).x;
    t59.x = (t59 * t58 + uintBitsToFloat(imms[8].yyyy)).x;
    t59.x = (t59 * t58).x;
    t60.x = (t59 * abs(t55.xxxx) + abs(t55.xxxx)).x;
    t61.x = (abs(t55.xxxx) * abs(t55.xxxx)).x;
    t61.x = (tgsi_div(uintBitsToFloat(imms[4].yyyy), t61)).x;
    t61.x = (uintBitsToFloat(imms[4].yyyy) + t61).x;
    t61.x = (vec4(tgsi_sqrt((t61).x))).x;
    t61.x = (t61 + uintBitsToFloat(imms[4].yyyy)).x;
    t62.x = (vec4(tgsi_log2((abs(t55.xxxx)).x))).x;
    t63.x = (vec4(tgsi_log2((t61).x))).x;
    t64.x = (t62 + t63).x;
    t65.x = (t64 * uintBitsToFloat(imms[8].zzzz)).x;
    t66.x = (intBitsToFloat(-ivec4(lessThan(uintBitsToFloat(imms[4].yyyy), abs(t55.xxxx))))).x;
    t67.x = (mix(t60, t65, notEqual(floatBitsToUint(t66), uvec4(0u)))).x;
    t68.x = (uintBitsToFloat(floatBitsToUint(t55.xxxx) & imms[0].yyyy)).x;
    t56.x = (uintBitsToFloat(floatBitsToUint(t67) | floatBitsToUint(t68))).x;
    t69.x = (uintBitsToFloat(uvec4(packHalf2x16((t56).xy)))).x;
    t70.x = ((unpackHalf2x16((floatBitsToUint(t69.xxxx)).x)).xyxy).x;
    {
        uint tgsi_w = (imms[9].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t70);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t71.x = (uintBitsToFloat(imms[6].xxxx) * t3).x;
    t72.x = (uintBitsToFloat(uvec4(packHalf2x16((t71).xy)))).x;
    t73.x = ((unpackHalf2x16((floatBitsToUint(t72.xxxx)).x)).xyxy).x;
    t75.x = (t73.xxxx + uintBitsToFloat(imms[8].wwww)).x;
    t76.x = (t75 + t75).x;
    t76.x = (vec4(tgsi_sqrt((t76).x))).x;
    t77.x = (t75 * uintBitsToFloat(imms[10].xxxx) + uintBitsToFloat(imms[10].yyyy)).x;
    t77.x = (t77 * t75 + uintBitsToFloat(imms[10].zzzz)).x;
    t77.x = (t77 * t75 + uintBitsToFloat(imms[10].wwww)).x;
    t77.x = (t77 * t75 + uintBitsToFloat(imms[11].xxxx)).x;
    t77.x = (t77 * t75 + uintBitsToFloat(imms[11].yyyy)).x;
    t77.x = (t77 * t75 + uintBitsToFloat(imms[4].yyyy)).x;
    t78.x = (t76 * t77).x;
    t80.x = (t73.xxxx * t73.xxxx).x;
    t80.x = (tgsi_div(uintBitsToFloat(imms[4].yyyy), t80)).x;
    t80.x = (uintBitsToFloat(imms[4].yyyy) + (-t80)).x;
    t80.x = (vec4(tgsi_sqrt((t80).x))).x;
    t80.x = (t80 + uintBitsToFloat(imms[4].yyyy)).x;
    t81.x = (vec4(tgsi_log2((t73.xxxx).x))).x;
    t82.x = (vec4(tgsi_log2((t80).x))).x;
    t83.x = (t81 + t82).x;
    t84.x = (t83 * uintBitsToFloat(imms[8].zzzz)).x;
    t85.x = (intBitsToFloat(-ivec4(lessThan(t73.xxxx, uintBitsToFloat(imms[6].xxxx))))).x;
    t74.x = (mix(t84, t78, notEqual(floatBitsToUint(t85), uvec4(0u)))).x;
    t86.x = (uintBitsToFloat(uvec4(packHalf2x16((t74).xy)))).x;
    t87.x = ((unpackHalf2x16((floatBitsToUint(t86.xxxx)).x)).xyxy).x;
    {
        uint tgsi_w = (imms[9].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t87);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t90.x = (abs(t6.xxxx) * abs(t6.xxxx)).x;
    t91.x = (t90 * uintBitsToFloat(imms[11].zzzz) + uintBitsToFloat(imms[11].wwww)).x;
    t91.x = (t91 * t90 + uintBitsToFloat(imms[12].xxxx)).x;
    t91.x = (t91 * t90 + uintBitsToFloat(imms[12].yyyy)).x;
    t91.x = (t91 * t90 + uintBitsToFloat(imms[12].zzzz)).x;
    t91.x = (t91 * t90 + uintBitsToFloat(imms[12].wwww)).x;
    t91.x = (t91 * t90).x;
    t92.x = (t91 * abs(t6.xxxx) + abs(t6.xxxx)).x;
    t93.x = (uintBitsToFloat(imms[4].yyyy) + abs(t6.xxxx)).x;
    t94.x = (uintBitsToFloat(imms[4].yyyy) + (-abs(t6.xxxx))).x;
    t95.x = (tgsi_div(t93, t94)).x;
    t96.x = (vec4(tgsi_log2((t95).x))).x;
    t97.x = (t96 * uintBitsToFloat(imms[13].xxxx)).x;
    t98.x = (intBitsToFloat(-ivec4(lessThan(uintBitsToFloat(imms[1].xxxx), abs(t6.xxxx))))).x;
    t99.x = (mix(t92, t97, notEqual(floatBitsToUint(t98), uvec4(0u)))).x;
    t100.x = (uintBitsToFloat(floatBitsToUint(t6.xxxx) & imms[0].yyyy)).x;
    t88.x = (uintBitsToFloat(floatBitsToUint(t99) | floatBitsToUint(t100))).x;
    t101.x = (uintBitsToFloat(uvec4(packHalf2x16((t88).xy)))).x;
    t102.x = ((unpackHalf2x16((floatBitsToUint(t101.xxxx)).x)).xyxy).x;
    {
        uint tgsi_w = (imms[9].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t102);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t103.x = (uintBitsToFloat(imms[13].yyyy) * t3).x;
    t104.x = (uintBitsToFloat(uvec4(packHalf2x16((t103).xy)))).x;
    t105.x = ((unpackHalf2x16((floatBitsToUint(t104.xxxx)).x)).xyxy).x;
    t108.x = (intBitsToFloat(-ivec4(lessThan(uintBitsToFloat(imms[1].yyyy), abs(t105.xxxx))))).x;
    t109.x = (mix(abs(t105.xxxx), uintBitsToFloat(imms[1].yyyy), notEqual(floatBitsToUint(t108), uvec4(0u)))).x;
    t110.x = (t109 * uintBitsToFloat(imms[1].zzzz)).x;
    t110.x = (roundEven(t110)).x;
    t111.x = (t110 * uintBitsToFloat(imms[1].wwww) + t109).x;
    t111.x = (t110 * uintBitsToFloat(imms[2].xxxx) + t111).x;
    t111.x = (t111 * uintBitsToFloat(imms[1].zzzz)).x;
    t112.x = (vec4(exp2((t111).x))).x;
    t113.x = (vec4(tgsi_div(1.0, (t112).x))).x;
    t114.x = (intBitsToFloat(tgsi_f2i(t110))).x;
    t115.x = (uintBitsToFloat(floatBitsToUint(t114) + imms[3].xxxx)).x;
    t112.x = (tgsi_ldexp(t112, floatBitsToInt(t115))).x;
    t116.x = (intBitsToFloat(-floatBitsToInt(t114))).x;
    t116.x = (uintBitsToFloat(floatBitsToUint(t116) + imms[3].xxxx)).x;
    t113.x = (tgsi_ldexp(t113, floatBitsToInt(t116))).x;
    t117.x = (t112 + (-t113)).x;
    t118.x = (abs(t105.xxxx) * abs(t105.xxxx)).x;
    t119.x = (t118 * uintBitsToFloat(imms[2].yyyy) + uintBitsToFloat(imms[2].zzzz)).x;
    t119.x = (t119 * t118 + uintBitsToFloat(imms[2].wwww)).x;
    t119.x = (t119 * t118 + uintBitsToFloat(imms[4].xxxx)).x;
    t119.x = (t119 * t118).x;
    t120.x = (t119 * abs(t105.xxxx) + abs(t105.xxxx)).x;
    t121.x = (intBitsToFloat(-ivec4(lessThan(uintBitsToFloat(imms[4].yyyy), abs(t105.xxxx))))).x;
    t122.x = (mix(t120, t117, notEqual(floatBitsToUint(t121), uvec4(0u)))).x;
    t123.x = (uintBitsToFloat(floatBitsToUint(t105.xxxx) & imms[0].yyyy)).x;
    t106.x = (uintBitsToFloat(floatBitsToUint(t122) | floatBitsToUint(t123))).x;
    t124.x = (uintBitsToFloat(uvec4(packHalf2x16((t106).xy)))).x;
    t125.x = ((unpackHalf2x16((floatBitsToUint(t124.xxxx)).x)).xyxy).x;
    {
        uint tgsi_w = (imms[9].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t125);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t126.x = (uintBitsToFloat(imms[13].zzzz) * t3).x;
    t127.x = (uintBitsToFloat(uvec4(packHalf2x16((t126).xy)))).x;
    t128.x = ((unpackHalf2x16((floatBitsToUint(t127.xxxx)).x)).xyxy).x;
    t131.x = (abs(t128.xxxx) * abs(t128.xxxx)).x;
    t132.x = (t131 * uintBitsToFloat(imms[4].zzzz) + uintBitsToFloat(imms[4].wwww)).x;
    t132.x = (t132 * t131 + uintBitsToFloat(imms[5].xxxx)).x;
    t132.x = (t132 * t131 + uintBitsToFloat(imms[5].yyyy)).x;
    t132.x = (t132 * t131 + uintBitsToFloat(imms[5].zzzz)).x;
    t132.x = (t132 * t131).x;
    t133.x = (t132 * abs(t128.xxxx) + abs(t128.xxxx)).x;
    t134.x = (abs(t128.xxxx) * uintBitsToFloat(imms[5].wwww)).x;
    t134.x = (vec4(exp2((t134).x))).x;
    t134.x = (t134 + uintBitsToFloat(imms[4].yyyy)).x;
    t135.x = (tgsi_div(uintBitsToFloat(imms[6].xxxx), t134)).x;
    t136.x = ((-t135) + uintBitsToFloat(imms[4].yyyy)).x;
    t137.x = (intBitsToFloat(-ivec4(lessThan(uintBitsToFloat(imms[6].yyyy), abs(t128.xxxx))))).x;
    t138.x = (mix(t133, t136, notEqual(floatBitsToUint(t137), uvec4(0u)))).x;
    t139.x = (uintBitsToFloat(floatBitsToUint(t128.xxxx) & imms[0].yyyy)).x;
    t129.x = (uintBitsToFloat(floatBitsToUint(t138) | floatBitsToUint(t139))).x;
    t140.x = (uintBitsToFloat(uvec4(packHalf2x16((t129).xy)))).x;
    t141.x = ((unpackHalf2x16((floatBitsToUint(t140.xxxx)).x)).xyxy).x;
    {
        uint tgsi_w = (imms[14].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t141);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
