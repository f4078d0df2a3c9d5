#version 450 core
// Translated from TGSI by Tungsten (COMP, 101 instructions)
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
const uvec4 imms[15] = uvec4[15](
    uvec4(0u, 1065353216u, 3212836864u, 3135969287u),
    uvec4(1009963833u, 3170855100u, 1030579449u, 3182172747u),
    uvec4(1038109952u, 3188855003u, 1045219583u, 3198855839u),
    uvec4(0u, 0u, 0u, 0u),
    uvec4(1078530011u, 1070141403u, 3015425326u, 3007036718u),
    uvec4(2147483648u, 0u, 4u, 8u),
    uvec4(3221225472u, 0u, 0u, 0u),
    uvec4(12u, 16u, 0u, 0u),
    uvec4(1073741824u, 1073741824u, 1073741824u, 1073741824u),
    uvec4(4294967295u, 4294967295u, 4294967295u, 4294967295u),
    uvec4(4294967295u, 4294967295u, 4294967295u, 4294967295u),
    uvec4(1078530011u, 1078530011u, 1078530011u, 1078530011u),
    uvec4(3015425326u, 3015425326u, 3015425326u, 3015425326u),
    uvec4(1070141403u, 1070141403u, 1070141403u, 1070141403u),
    uvec4(3007036718u, 3007036718u, 3007036718u, 3007036718u));
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
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
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t10.x = (tgsi_div(uintBitsToFloat(imms[0].yyyy), uintBitsToFloat(imms[0].yyyy))).x;
    t11.x = (intBitsToFloat(-ivec4(notEqual(t10, t10)))).x;
    t10.x = (mix(t10, uintBitsToFloat(imms[0].yyyy), notEqual(floatBitsToUint(t11), uvec4(0u)))).x;
    t13.x = (t10 * t10).x;
    t14.x = (t13 * uintBitsToFloat(imms[0].wwww) + uintBitsToFloat(imms[1].xxxx)).x;
    t14.x = (t14 * t13 + uintBitsToFloat(imms[1].yyyy)).x;
    t14.x = (t14 * t13 + uintBitsToFloat(imms[1].zzzz)).x;
    t14.x = (t14 * t13 + uintBitsToFloat(imms[1].wwww)).x;
    t14.x = (t14 * t13 + uintBitsToFloat(imms[2].xxxx)).x;
    t14.x = (t14 * t13 + uintBitsToFloat(imms[2].yyyy)).x;
    t14.x = (t14 * t13 + uintBitsToFloat(imms[2].zzzz)).x;
    t14.x = (t14 * t13 + uintBitsToFloat(imms[2].wwww)).x;
    t14.x = (t14 * t13).x;
    t15.x = (t14 * t10 + t10).x;
    t15.x = (mix(t15, (-t15.xxxx), notEqual(imms[5].yyyy, uvec4(0u)))).x;
    t15.x = (uintBitsToFloat(imms[5].yyyy) + t15).x;
    t15.x = (t15 + uintBitsToFloat(imms[5].yyyy)).x;
    t15.x = (mix(t15, uintBitsToFloat(imms[8].xxxx), notEqual(imms[5].yyyy, uvec4(0u)))).x;
    t5.x = (uintBitsToFloat(floatBitsToUint(t15) | imms[5].yyyy)).x;
    {
        uint tgsi_w = (imms[5].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t5);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t33.x = (tgsi_div(uintBitsToFloat(imms[0].yyyy), uintBitsToFloat(imms[0].yyyy))).x;
    t34.x = (intBitsToFloat(-ivec4(notEqual(t33, t33)))).x;
    t33.x = (mix(t33, uintBitsToFloat(imms[0].yyyy), notEqual(floatBitsToUint(t34), uvec4(0u)))).x;
    t36.x = (t33 * t33).x;
    t37.x = (t36 * uintBitsToFloat(imms[0].wwww) + uintBitsToFloat(imms[1].xxxx)).x;
    t37.x = (t37 * t36 + uintBitsToFloat(imms[1].yyyy)).x;
    t37.x = (t37 * t36 + uintBitsToFloat(imms[1].zzzz)).x;
    t37.x = (t37 * t36 + uintBitsToFloat(imms[1].wwww)).x;
    t37.x = (t37 * t36 + uintBitsToFloat(imms[2].xxxx)).x;
    t37.x = (t37 * t36 + uintBitsToFloat(imms[2].yyyy)).x;
    t37.x = (t37 * t36 + uintBitsToFloat(imms[2].zzzz)).x;
    t37.x = (t37 * t36 + uintBitsToFloat(imms[2].wwww)).x;
    t37.x = (t37 * t36).x;
    t38.x = (t37 * t33 + t33).x;
    t38.x = (mix(t38, (-t38.xxxx), notEqual(imms[10].xxxx, uvec4(0u)))).x;
    t38.x = (uintBitsToFloat(imms[11].xxxx) + t38).x;
    t38.x = (t38 + uintBitsToFloat(imms[12].xxxx)).x;
    t38.x = (mix(t38, uintBitsToFloat(imms[0].xxxx), notEqual(imms[5].yyyy, uvec4(0u)))).x;
    t28.x = (uintBitsToFloat(floatBitsToUint(t38) | imms[5].yyyy)).x;
    {
        uint tgsi_w = (imms[5].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t28);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t56.x = (tgsi_div(uintBitsToFloat(imms[0].yyyy), uintBitsToFloat(imms[0].yyyy))).x;
    t57.x = (intBitsToFloat(-ivec4(notEqual(t56, t56)))).x;
    t56.x = (mix(t56, uintBitsToFloat(imms[0].yyyy), notEqual(floatBitsToUint(t57), uvec4(0u)))).x;
    t59.x = (t56 * t56).x;
    t60.x = (t59 * uintBitsToFloat(imms[0].wwww) + uintBitsToFloat(imms[1].xxxx)).x;
    t60.x = (t60 * t59 + uintBitsToFloat(imms[1].yyyy)).x;
    t60.x = (t60 * t59 + uintBitsToFloat(imms[1].zzzz)).x;
    t60.x = (t60 * t59 + uintBitsToFloat(imms[1].wwww)).x;
    t60.x = (t60 * t59 + uintBitsToFloat(imms[2].xxxx)).x;
    t60.x = (t60 * t59 + uintBitsToFloat(imms[2].yyyy)).x;
    t60.x = (t60 * t59 + uintBitsToFloat(imms[2].zzzz)).x;
    t60.x = (t60 * t59 + uintBitsToFloat(imms[2].wwww)).x;
    t60.x = (t60 * t59).x;
    t61.x = (t60 * t56 + t56).x;
    t61.x = (mix(t61, (-t61.xxxx), notEqual(imms[10].xxxx, uvec4(0u)))).x;
    t61.x = (uintBitsToFloat(imms[11].xxxx) + t61).x;
    t61.x = (t61 + uintBitsToFloat(imms[12].xxxx)).x;
    t61.x = (mix(t61, uintBitsToFloat(imms[6].xxxx), notEqual(imms[5].yyyy, uvec4(0u)))).x;
    t51.x = (uintBitsToFloat(floatBitsToUint(t61) | imms[5].xxxx)).x;
    {
        uint tgsi_w = (imms[5].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t51);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t80.x = (tgsi_div(uintBitsToFloat(imms[0].yyyy), uintBitsToFloat(imms[8].xxxx))).x;
    t81.x = (intBitsToFloat(-ivec4(notEqual(t80, t80)))).x;
    t80.x = (mix(t80, uintBitsToFloat(imms[0].yyyy), notEqual(floatBitsToUint(t81), uvec4(0u)))).x;
    t83.x = (t80 * t80).x;
    t84.x = (t83 * uintBitsToFloat(imms[0].wwww) + uintBitsToFloat(imms[1].xxxx)).x;
    t84.x = (t84 * t83 + uintBitsToFloat(imms[1].yyyy)).x;
    t84.x = (t84 * t83 + uintBitsToFloat(imms[1].zzzz)).x;
    t84.x = (t84 * t83 + uintBitsToFloat(imms[1].wwww)).x;
    t84.x = (t84 * t83 + uintBitsToFloat(imms[2].xxxx)).x;
    t84.x = (t84 * t83 + uintBitsToFloat(imms[2].yyyy)).x;
    t84.x = (t84 * t83 + uintBitsToFloat(imms[2].zzzz)).x;
    t84.x = (t84 * t83 + uintBitsToFloat(imms[2].wwww)).x;
    t84.x = (t84 * t83).x;
    t85.x = (t84 * t80 + t80).x;
    t85.x = (mix(t85, (-t85.xxxx), notEqual(imms[10].xxxx, uvec4(0u)))).x;
    t85.x = (uintBitsToFloat(imms[13].xxxx) + t85).x;
    t85.x = (t85 + uintBitsToFloat(imms[14].xxxx)).x;
    t85.x = (mix(t85, uintBitsToFloat(imms[0].zzzz), notEqual(imms[5].yyyy, uvec4(0u)))).x;
    t75.x = (uintBitsToFloat(floatBitsToUint(t85) | imms[5].xxxx)).x;
    {
        uint tgsi_w = (imms[7].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t75);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t103.x = (tgsi_div(uintBitsToFloat(imms[0].xxxx), uintBitsToFloat(imms[0].yyyy))).x;
    t104.x = (intBitsToFloat(-ivec4(notEqual(t103, t103)))).x;
    t103.x = (mix(t103, uintBitsToFloat(imms[0].xxxx), notEqual(floatBitsToUint(t104), uvec4(0u)))).x;
    t106.x = (t103 * t103).x;
    t107.x = (t106 * uintBitsToFloat(imms[0].wwww) + uintBitsToFloat(imms[1].xxxx)).x;
    t107.x = (t107 * t106 + uintBitsToFloat(imms[1].yyyy)).x;
    t107.x = (t107 * t106 + uintBitsToFloat(imms[1].zzzz)).x;
    t107.x = (t107 * t106 + uintBitsToFloat(imms[1].wwww)).x;
    t107.x = (t107 * t106 + uintBitsToFloat(imms[2].xxxx)).x;
    t107.x = (t107 * t106 + uintBitsToFloat(imms[2].yyyy)).x;
    t107.x = (t107 * t106 + uintBitsToFloat(imms[2].zzzz)).x;
    t107.x = (t107 * t106 + uintBitsToFloat(imms[2].wwww)).x;
    t107.x = (t107 * t106).x;
    t108.x = (t107 * t103 + t103).x;
    t108.x = (mix(t108, (-t108.xxxx), notEqual(imms[10].xxxx, uvec4(0u)))).x;
    t108.x = (uintBitsToFloat(imms[11].xxxx) + t108).x;
    t108.x = (t108 + uintBitsToFloat(imms[12].xxxx)).x;
    t108.x = (mix(t108, uintBitsToFloat(imms[0].zzzz), notEqual(imms[5].yyyy, uvec4(0u)))).x;
    t98.x = (uintBitsToFloat(floatBitsToUint(t108) | imms[5].yyyy)).x;
    {
        uint tgsi_w = (imms[7].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t98);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
