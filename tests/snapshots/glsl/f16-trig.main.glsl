#version 450 core
// Translated from TGSI by Tungsten (COMP, 137 instructions)
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
const uvec4 imms[11] = uvec4[11](
    uvec4(0u, 4u, 8u, 2147483648u),
    uvec4(1056964608u, 3204448256u, 1025092321u, 1013747666u),
    uvec4(1023559889u, 1026971497u, 1033477182u, 1042983590u),
    uvec4(3221225472u, 1070141403u, 3007036718u, 1078530011u),
    uvec4(12u, 16u, 20u, 24u),
    uvec4(3015425326u, 1073741824u, 1065353216u, 3135969287u),
    uvec4(0u, 0u, 0u, 0u),
    uvec4(1009963833u, 3170855100u, 1030579449u, 3182172747u),
    uvec4(1038109952u, 3188855003u, 1045219583u, 3198855839u),
    uvec4(0u, 1077936128u, 0u, 0u),
    uvec4(28u, 0u, 0u, 0u));
layout(std430, binding = 1) buffer tgsi_cs_buffer1 { uint data[]; } tgsi_buf1;
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
vec4 tgsi_min(vec4 a, vec4 b) {
    return mix(mix(a, b, lessThan(b, a)), b, isnan(a));
}
vec4 tgsi_max(vec4 a, vec4 b) {
    return mix(mix(a, b, greaterThan(b, a)), b, isnan(a));
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
    t7.x = (vec4(sin((t6.xxxx).x))).x;
    t8.x = (uintBitsToFloat(uvec4(packHalf2x16((t7).xy)))).x;
    t9.x = ((unpackHalf2x16((floatBitsToUint(t8.xxxx)).x)).xyxy).x;
    {
        uint tgsi_w = (imms[0].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t9);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t10.x = (vec4(cos((t6.xxxx).x))).x;
    t11.x = (uintBitsToFloat(uvec4(packHalf2x16((t10).xy)))).x;
    t12.x = ((unpackHalf2x16((floatBitsToUint(t11.xxxx)).x)).xyxy).x;
    {
        uint tgsi_w = (imms[0].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t12);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t14.x = (vec4(sin((t6.xxxx).x))).x;
    t15.x = (vec4(cos((t6.xxxx).x))).x;
    t13.x = (tgsi_div(t14, t15)).x;
    t16.x = (uintBitsToFloat(uvec4(packHalf2x16((t13).xy)))).x;
    t17.x = ((unpackHalf2x16((floatBitsToUint(t16.xxxx)).x)).xyxy).x;
    {
        uint tgsi_w = (imms[0].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t17);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t20.x = (abs(t6.xxxx) * uintBitsToFloat(imms[1].yyyy) + uintBitsToFloat(imms[1].xxxx)).x;
    t20.x = (vec4(tgsi_sqrt((t20).x))).x;
    t21.x = (intBitsToFloat(-ivec4(lessThan(uintBitsToFloat(imms[1].xxxx), abs(t6.xxxx))))).x;
    t22.x = (mix(abs(t6.xxxx), t20, notEqual(floatBitsToUint(t21), uvec4(0u)))).x;
    t23.x = (t22 * t22).x;
    t24.x = (t23 * uintBitsToFloat(imms[1].zzzz) + uintBitsToFloat(imms[1].wwww)).x;
    t24.x = (t24 * t23 + uintBitsToFloat(imms[2].xxxx)).x;
    t24.x = (t24 * t23 + uintBitsToFloat(imms[2].yyyy)).x;
    t24.x = (t24 * t23 + uintBitsToFloat(imms[2].zzzz)).x;
    t24.x = (t24 * t23 + uintBitsToFloat(imms[2].wwww)).x;
    t24.x = (t24 * t23).x;
    t25.x = (t24 * t22 + t22).x;
    t26.x = (t25 * uintBitsToFloat(imms[3].xxxx) + uintBitsToFloat(imms[3].yyyy)).x;
    t26.x = (t26 + uintBitsToFloat(imms[3].zzzz)).x;
    t25.x = (mix(t25, t26, notEqual(floatBitsToUint(t21), uvec4(0u)))).x;
    t27.x = (uintBitsToFloat(floatBitsToUint(t6.xxxx) & imms[0].wwww)).x;
    t18.x = (uintBitsToFloat(floatBitsToUint(t25) | floatBitsToUint(t27))).x;
    t28.x = (uintBitsToFloat(uvec4(packHalf2x16((t18).xy)))).x;
    t29.x = ((unpackHalf2x16((floatBitsToUint(t28.xxxx)).x)).xyxy).x;
    {
        uint tgsi_w = (imms[4].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t29);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t32.x = (abs(t6.xxxx) * uintBitsToFloat(imms[1].yyyy) + uintBitsToFloat(imms[1].xxxx)).x;
    t32.x = (vec4(tgsi_sqrt((t32).x))).x;
    t33.x = (intBitsToFloat(-ivec4(lessThan(uintBitsToFloat(imms[1].xxxx), abs(t6.xxxx))))).x;
    t34.x = (mix(abs(t6.xxxx), t32, notEqual(floatBitsToUint(t33), uvec4(0u)))).x;
    t35.x = (t34 * t34).x;
    t36.x = (t35 * uintBitsToFloat(imms[1].zzzz) + uintBitsToFloat(imms[1].wwww)).x;
    t36.x = (t36 * t35 + uintBitsToFloat(imms[2].xxxx)).x;
    t36.x = (t36 * t35 + uintBitsToFloat(imms[2].yyyy)).x;
    t36.x = (t36 * t35 + uintBitsToFloat(imms[2].zzzz)).x;
    t36.x = (t36 * t35 + uintBitsToFloat(imms[2].wwww)).x;
    t36.x = (t36 * t35).x;
    t37.x = (t36 * t34 + t34).x;
    t38.x = (uintBitsToFloat(floatBitsToUint(t6.xxxx) & imms[0].wwww)).x;
    t39.x = (uintBitsToFloat(floatBitsToUint(t37) | floatBitsToUint(t38))).x;
    t40.x = ((-t39) + uintBitsToFloat(imms[3].yyyy)).x;
    t40.x = (t40 + uintBitsToFloat(imms[3].zzzz)).x;
    t41.x = (t37 + t37).x;
    t42.x = ((-t41) + uintBitsToFloat(imms[3].wwww)).x;
    t42.x = (t42 + uintBitsToFloat(imms[5].xxxx)).x;
    t43.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToInt(t6.xxxx), ivec4(imms[6].xxxx))))).x;
    t44.x = (mix(t41, t42, notEqual(floatBitsToUint(t43), uvec4(0u)))).x;
    t30.x = (mix(t40, t44, notEqual(floatBitsToUint(t33), uvec4(0u)))).x;
    t45.x = (uintBitsToFloat(uvec4(packHalf2x16((t30).xy)))).x;
    t46.x = ((unpackHalf2x16((floatBitsToUint(t45.xxxx)).x)).xyxy).x;
    {
        uint tgsi_w = (imms[4].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t46);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t47.x = (uintBitsToFloat(imms[5].yyyy) * t3).x;
    t48.x = (uintBitsToFloat(uvec4(packHalf2x16((t47).xy)))).x;
    t49.x = ((unpackHalf2x16((floatBitsToUint(t48.xxxx)).x)).xyxy).x;
    t52.x = (intBitsToFloat(-ivec4(lessThan(uintBitsToFloat(imms[5].zzzz), abs(t49.xxxx))))).x;
    t53.x = (tgsi_div(uintBitsToFloat(imms[5].zzzz), abs(t49.xxxx))).x;
    t53.x = (mix(abs(t49.xxxx), t53, notEqual(floatBitsToUint(t52), uvec4(0u)))).x;
    t54.x = (t53 * t53).x;
    t55.x = (t54 * uintBitsToFloat(imms[5].wwww) + uintBitsToFloat(imms[7].xxxx)).x;
    t55.x = (t55 * t54 + uintBitsToFloat(imms[7].yyyy)).x;
    t55.x = (t55 * t54 + uintBitsToFloat(imms[7].zzzz)).x;
    t55.x = (t55 * t54 + uintBitsToFloat(imms[7].wwww)).x;
    t55.x = (t55 * t54 + uintBitsToFloat(imms[8].xxxx)).x;
    t55.x = (t55 * t54 + uintBitsToFloat(imms[8].yyyy)).x;
    t55.x = (t55 * t54 + uintBitsToFloat(imms[8].zzzz)).x;
    t55.x = (t55 * t54 + uintBitsToFloat(imms[8].wwww)).x;
    t55.x = (t55 * t54).x;
    t56.x = (t55 * t53 + t53).x;
    t57.x = ((-t56) + uintBitsToFloat(imms[3].yyyy)).x;
    t57.x = (t57 + uintBitsToFloat(imms[3].zzzz)).x;
    t56.x = (mix(t56, t57, notEqual(floatBitsToUint(t52), uvec4(0u)))).x;
    t58.x = (uintBitsToFloat(floatBitsToUint(t49.xxxx) & imms[0].wwww)).x;
    t50.x = (uintBitsToFloat(floatBitsToUint(t56) | floatBitsToUint(t58))).x;
    t59.x = (uintBitsToFloat(uvec4(packHalf2x16((t50).xy)))).x;
    t60.x = ((unpackHalf2x16((floatBitsToUint(t59.xxxx)).x)).xyxy).x;
    {
        uint tgsi_w = (imms[4].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t60);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t61.x = ((-t3)).x;
    t65.x = (tgsi_min(abs(t3.xxxx), abs(t3.xxxx))).x;
    t66.x = (tgsi_max(abs(t3.xxxx), abs(t3.xxxx))).x;
    t67.x = (tgsi_div(t65, t66)).x;
    t68.x = (intBitsToFloat(-ivec4(notEqual(t67, t67)))).x;
    t69.x = (vec4(notEqual(t65, uintBitsToFloat(imms[9].xxxx)))).x;
    t67.x = (mix(t67, t69, notEqual(floatBitsToUint(t68), uvec4(0u)))).x;
    t70.x = (t67 * t67).x;
    t71.x = (t70 * uintBitsToFloat(imms[5].wwww) + uintBitsToFloat(imms[7].xxxx)).x;
    t71.x = (t71 * t70 + uintBitsToFloat(imms[7].yyyy)).x;
    t71.x = (t71 * t70 + uintBitsToFloat(imms[7].zzzz)).x;
    t71.x = (t71 * t70 + uintBitsToFloat(imms[7].wwww)).x;
    t71.x = (t71 * t70 + uintBitsToFloat(imms[8].xxxx)).x;
    t71.x = (t71 * t70 + uintBitsToFloat(imms[8].yyyy)).x;
    t71.x = (t71 * t70 + uintBitsToFloat(imms[8].zzzz)).x;
    t71.x = (t71 * t70 + uintBitsToFloat(imms[8].wwww)).x;
    t71.x = (t71 * t70).x;
    t72.x = (t71 * t67 + t67).x;
    t73.x = (intBitsToFloat(-ivec4(lessThan(abs(t3.xxxx), abs(t3.xxxx))))).x;
    t74.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToInt(t61.xxxx), ivec4(imms[6].xxxx))))).x;
    t75.x = (uintBitsToFloat(floatBitsToUint(t73) ^ floatBitsToUint(t74))).x;
    t72.x = (mix(t72, (-t72.xxxx), notEqual(floatBitsToUint(t75), uvec4(0u)))).x;
    t77.x = (mix(uintBitsToFloat(imms[9].xxxx), uintBitsToFloat(imms[3].wwww), notEqual(floatBitsToUint(t74), uvec4(0u)))).x;
    t77.x = (mix(t77, uintBitsToFloat(imms[3].yyyy), notEqual(floatBitsToUint(t73), uvec4(0u)))).x;
    t78.x = (mix(uintBitsToFloat(imms[9].xxxx), uintBitsToFloat(imms[5].xxxx), notEqual(floatBitsToUint(t74), uvec4(0u)))).x;
    t78.x = (mix(t78, uintBitsToFloat(imms[3].zzzz), notEqual(floatBitsToUint(t73), uvec4(0u)))).x;
    t72.x = (t77 + t72).x;
    t72.x = (t72 + t78).x;
    t79.x = (intBitsToFloat(-ivec4(notEqual(t3.xxxx, t3.xxxx)))).x;
    t80.x = (intBitsToFloat(-ivec4(notEqual((-t3.xxxx), (-t3.xxxx))))).x;
    t79.x = (uintBitsToFloat(floatBitsToUint(t79) | floatBitsToUint(t80))).x;
    t81.x = (t3.xxxx + (-t3.xxxx)).x;
    t72.x = (mix(t72, t81, notEqual(floatBitsToUint(t79), uvec4(0u)))).x;
    t82.x = (uintBitsToFloat(floatBitsToUint(t3.xxxx) & imms[0].wwww)).x;
    t62.x = (uintBitsToFloat(floatBitsToUint(t72) | floatBitsToUint(t82))).x;
    t83.x = (uintBitsToFloat(uvec4(packHalf2x16((t62).xy)))).x;
    t84.x = ((unpackHalf2x16((floatBitsToUint(t83.xxxx)).x)).xyxy).x;
    {
        uint tgsi_w = (imms[4].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t84);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t85.x = (uintBitsToFloat(imms[9].yyyy) * t3).x;
    t86.x = (uintBitsToFloat(uvec4(packHalf2x16((t85).xy)))).x;
    t87.x = ((unpackHalf2x16((floatBitsToUint(t86.xxxx)).x)).xyxy).x;
    t88.x = (vec4(sin((t87.xxxx).x))).x;
    t89.x = (uintBitsToFloat(uvec4(packHalf2x16((t88).xy)))).x;
    t90.x = ((unpackHalf2x16((floatBitsToUint(t89.xxxx)).x)).xyxy).x;
    {
        uint tgsi_w = (imms[10].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t90);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
