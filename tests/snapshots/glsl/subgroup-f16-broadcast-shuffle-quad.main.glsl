#version 450 core
#extension GL_ARB_gpu_shader_int64 : require
#extension GL_ARB_shader_ballot : require
// Translated from TGSI by Tungsten (COMP, 156 instructions)
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
vec4 svs[2];
const uvec4 imms[8] = uvec4[8](
    uvec4(1u, 3u, 6u, 7u),
    uvec4(1036828672u, 1056964608u, 1069547520u, 1061158912u),
    uvec4(0u, 4294967295u, 32u, 2u),
    uvec4(4294967292u, 4u, 8u, 12u),
    uvec4(0u, 0u, 0u, 0u),
    uvec4(16u, 20u, 24u, 28u),
    uvec4(36u, 40u, 44u, 48u),
    uvec4(4294967295u, 4294967295u, 4294967295u, 4294967295u));
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
    svs[0] = uintBitsToFloat(uvec4(gl_SubGroupInvocationARB, 0u, 0u, 0u));
    svs[1] = uintBitsToFloat(uvec4(uint(gl_SubGroupSizeARB), 0u, 0u, 0u));
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0.x = (uintBitsToFloat(floatBitsToUint(svs[0]) + imms[0].xxxx)).x;
    t1.x = (vec4(floatBitsToUint(t0))).x;
    t2.x = (uintBitsToFloat(uvec4(packHalf2x16((t1).xy)))).x;
    t3.x = ((unpackHalf2x16((floatBitsToUint(t2.xxxx)).x)).xyxy).x;
    t4.x = (uintBitsToFloat(imms[1].xxxx) * t3).x;
    t5.x = (uintBitsToFloat(uvec4(packHalf2x16((t4).xy)))).x;
    t6.x = ((unpackHalf2x16((floatBitsToUint(t5.xxxx)).x)).xyxy).x;
    t7.x = (uintBitsToFloat(readFirstInvocationARB(floatBitsToUint(t6)))).x;
    t8.x = (uintBitsToFloat(readInvocationARB(imms[1].yyyy, (imms[0].yyyy).x))).x;
    t9.x = (uintBitsToFloat(readInvocationARB(floatBitsToUint(t6), (imms[0].zzzz).x))).x;
    t10.x = (uintBitsToFloat(imms[0].wwww + (-floatBitsToUint(svs[0])))).x;
    t11.x = (uintBitsToFloat(imms[2].xxxx)).x;
    t13.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((imms[2].yyyy).x != 0u)).xyxy)).xy;
    t14.x = (uintBitsToFloat(imms[2].xxxx)).x;
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t18.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(t14.xxxx), floatBitsToUint(svs[1].xxxx))))).x;
        if ((floatBitsToUint(t18.xxxx)).x != 0u) {
            break;
        }
        t15.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t14.xxxx), imms[2].zzzz)))).x;
        t15.x = (mix(t13.yyyy, t13.xxxx, notEqual(floatBitsToUint(t15.xxxx), uvec4(0u)))).x;
        t16.x = (uintBitsToFloat(floatBitsToUint(t15.xxxx) >> (floatBitsToUint(t14.xxxx) & 31u))).x;
        t16.x = (uintBitsToFloat(floatBitsToUint(t16.xxxx) & imms[0].xxxx)).x;
        t17.x = (uintBitsToFloat(readInvocationARB(floatBitsToUint(t6), (floatBitsToUint(t14.xxxx)).x))).x;
        t19.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t14.xxxx), floatBitsToUint(t10.xxxx))))).x;
        t16.x = (uintBitsToFloat(floatBitsToUint(t16.xxxx) & floatBitsToUint(t19.xxxx))).x;
        t11.x = (mix(t11, t17, notEqual(floatBitsToUint(t16.xxxx), uvec4(0u)))).x;
        t14.x = (uintBitsToFloat(floatBitsToUint(t14.xxxx) + imms[0].xxxx)).x;
    }
    t21.x = (uintBitsToFloat(floatBitsToUint(svs[0].xxxx) ^ imms[0].xxxx)).x;
    t20.x = (uintBitsToFloat(imms[2].xxxx)).x;
    t22.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((imms[2].yyyy).x != 0u)).xyxy)).xy;
    t23.x = (uintBitsToFloat(imms[2].xxxx)).x;
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t27.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(t23.xxxx), floatBitsToUint(svs[1].xxxx))))).x;
        if ((floatBitsToUint(t27.xxxx)).x != 0u) {
            break;
        }
        t24.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t23.xxxx), imms[2].zzzz)))).x;
        t24.x = (mix(t22.yyyy, t22.xxxx, notEqual(floatBitsToUint(t24.xxxx), uvec4(0u)))).x;
        t25.x = (uintBitsToFloat(floatBitsToUint(t24.xxxx) >> (floatBitsToUint(t23.xxxx) & 31u))).x;
        t25.x = (uintBitsToFloat(floatBitsToUint(t25.xxxx) & imms[0].xxxx)).x;
        t26.x = (uintBitsToFloat(readInvocationARB(floatBitsToUint(t6), (floatBitsToUint(t23.xxxx)).x))).x;
        t28.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t23.xxxx), floatBitsToUint(t21.xxxx))))).x;
        t25.x = (uintBitsToFloat(floatBitsToUint(t25.xxxx) & floatBitsToUint(t28.xxxx))).x;
        t20.x = (mix(t20, t26, notEqual(floatBitsToUint(t25.xxxx), uvec4(0u)))).x;
        t23.x = (uintBitsToFloat(floatBitsToUint(t23.xxxx) + imms[0].xxxx)).x;
    }
    t30.x = (uintBitsToFloat(floatBitsToUint(svs[0].xxxx) + imms[0].xxxx)).x;
    t29.x = (uintBitsToFloat(imms[2].xxxx)).x;
    t31.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((imms[2].yyyy).x != 0u)).xyxy)).xy;
    t32.x = (uintBitsToFloat(imms[2].xxxx)).x;
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t36.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(t32.xxxx), floatBitsToUint(svs[1].xxxx))))).x;
        if ((floatBitsToUint(t36.xxxx)).x != 0u) {
            break;
        }
        t33.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t32.xxxx), imms[2].zzzz)))).x;
        t33.x = (mix(t31.yyyy, t31.xxxx, notEqual(floatBitsToUint(t33.xxxx), uvec4(0u)))).x;
        t34.x = (uintBitsToFloat(floatBitsToUint(t33.xxxx) >> (floatBitsToUint(t32.xxxx) & 31u))).x;
        t34.x = (uintBitsToFloat(floatBitsToUint(t34.xxxx) & imms[0].xxxx)).x;
        t35.x = (uintBitsToFloat(readInvocationARB(floatBitsToUint(t6), (floatBitsToUint(t32.xxxx)).x))).x;
        t37.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t32.xxxx), floatBitsToUint(t30.xxxx))))).x;
        t34.x = (uintBitsToFloat(floatBitsToUint(t34.xxxx) & floatBitsToUint(t37.xxxx))).x;
        t29.x = (mix(t29, t35, notEqual(floatBitsToUint(t34.xxxx), uvec4(0u)))).x;
        t32.x = (uintBitsToFloat(floatBitsToUint(t32.xxxx) + imms[0].xxxx)).x;
    }
    t39.x = (uintBitsToFloat(floatBitsToUint(svs[0].xxxx) + imms[7].xxxx)).x;
    t38.x = (uintBitsToFloat(imms[2].xxxx)).x;
    t40.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((imms[2].yyyy).x != 0u)).xyxy)).xy;
    t41.x = (uintBitsToFloat(imms[2].xxxx)).x;
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t45.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(t41.xxxx), floatBitsToUint(svs[1].xxxx))))).x;
        if ((floatBitsToUint(t45.xxxx)).x != 0u) {
            break;
        }
        t42.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t41.xxxx), imms[2].zzzz)))).x;
        t42.x = (mix(t40.yyyy, t40.xxxx, notEqual(floatBitsToUint(t42.xxxx), uvec4(0u)))).x;
        t43.x = (uintBitsToFloat(floatBitsToUint(t42.xxxx) >> (floatBitsToUint(t41.xxxx) & 31u))).x;
        t43.x = (uintBitsToFloat(floatBitsToUint(t43.xxxx) & imms[0].xxxx)).x;
        t44.x = (uintBitsToFloat(readInvocationARB(floatBitsToUint(t6), (floatBitsToUint(t41.xxxx)).x))).x;
        t46.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t41.xxxx), floatBitsToUint(t39.xxxx))))).x;
        t43.x = (uintBitsToFloat(floatBitsToUint(t43.xxxx) & floatBitsToUint(t46.xxxx))).x;
        t38.x = (mix(t38, t44, notEqual(floatBitsToUint(t43.xxxx), uvec4(0u)))).x;
        t41.x = (uintBitsToFloat(floatBitsToUint(t41.xxxx) + imms[0].xxxx)).x;
    }
    t48.x = (uintBitsToFloat(floatBitsToUint(svs[0].xxxx) & imms[3].xxxx)).x;
    t48.x = (uintBitsToFloat(floatBitsToUint(t48.xxxx) | imms[2].wwww)).x;
    t47.x = (uintBitsToFloat(imms[2].xxxx)).x;
    t49.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((imms[2].yyyy).x != 0u)).xyxy)).xy;
    t50.x = (uintBitsToFloat(imms[2].xxxx)).x;
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t54.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(t50.xxxx), floatBitsToUint(svs[1].xxxx))))).x;
        if ((floatBitsToUint(t54.xxxx)).x != 0u) {
            break;
        }
        t51.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t50.xxxx), imms[2].zzzz)))).x;
        t51.x = (mix(t49.yyyy, t49.xxxx, notEqual(floatBitsToUint(t51.xxxx), uvec4(0u)))).x;
        t52.x = (uintBitsToFloat(floatBitsToUint(t51.xxxx) >> (floatBitsToUint(t50.xxxx) & 31u))).x;
        t52.x = (uintBitsToFloat(floatBitsToUint(t52.xxxx) & imms[0].xxxx)).x;
        t53.x = (uintBitsToFloat(readInvocationARB(floatBitsToUint(t6), (floatBitsToUint(t50.xxxx)).x))).x;
        t55.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t50.xxxx), floatBitsToUint(t48.xxxx))))).x;
        t52.x = (uintBitsToFloat(floatBitsToUint(t52.xxxx) & floatBitsToUint(t55.xxxx))).x;
        t47.x = (mix(t47, t53, notEqual(floatBitsToUint(t52.xxxx), uvec4(0u)))).x;
        t50.x = (uintBitsToFloat(floatBitsToUint(t50.xxxx) + imms[0].xxxx)).x;
    }
    t56.x = (t6 * uintBitsToFloat(imms[1].zzzz)).x;
    t57.x = (uintBitsToFloat(uvec4(packHalf2x16((t56).xy)))).x;
    t58.x = ((unpackHalf2x16((floatBitsToUint(t57.xxxx)).x)).xyxy).x;
    t59.x = (t6 * uintBitsToFloat(imms[1].wwww)).x;
    t60.x = (uintBitsToFloat(uvec4(packHalf2x16((t59).xy)))).x;
    t61.x = ((unpackHalf2x16((floatBitsToUint(t60.xxxx)).x)).xyxy).x;
    t62.x = (t6.xxxx).x;
    t62.y = (uintBitsToFloat(imms[4].xxxx)).y;
    t62.z = (t58.xxxx).z;
    t62.w = (t61.xxxx).w;
    t64.x = (uintBitsToFloat(floatBitsToUint(svs[0].xxxx) ^ imms[0].yyyy)).x;
    t63 = uintBitsToFloat(imms[2].xxxx);
    t65.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((imms[2].yyyy).x != 0u)).xyxy)).xy;
    t66.x = (uintBitsToFloat(imms[2].xxxx)).x;
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t70.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(t66.xxxx), floatBitsToUint(svs[1].xxxx))))).x;
        if ((floatBitsToUint(t70.xxxx)).x != 0u) {
            break;
        }
        t67.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t66.xxxx), imms[2].zzzz)))).x;
        t67.x = (mix(t65.yyyy, t65.xxxx, notEqual(floatBitsToUint(t67.xxxx), uvec4(0u)))).x;
        t68.x = (uintBitsToFloat(floatBitsToUint(t67.xxxx) >> (floatBitsToUint(t66.xxxx) & 31u))).x;
        t68.x = (uintBitsToFloat(floatBitsToUint(t68.xxxx) & imms[0].xxxx)).x;
        t69 = uintBitsToFloat(readInvocationARB(floatBitsToUint(t62), (floatBitsToUint(t66.xxxx)).x));
        t71.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t66.xxxx), floatBitsToUint(t64.xxxx))))).x;
        t68.x = (uintBitsToFloat(floatBitsToUint(t68.xxxx) & floatBitsToUint(t71.xxxx))).x;
        t63 = mix(t63, t69, notEqual(floatBitsToUint(t68.xxxx), uvec4(0u)));
        t66.x = (uintBitsToFloat(floatBitsToUint(t66.xxxx) + imms[0].xxxx)).x;
    }
    t72.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(svs[0]), imms[0].xxxx)))).x;
    if ((floatBitsToUint(t72.xxxx)).x != 0u) {
        t73.x = (vec4(floatBitsToUint(svs[1]))).x;
        {
            uint tgsi_w = (imms[2].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t73);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint tgsi_w = (imms[3].yyyy).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t7);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint tgsi_w = (imms[3].zzzz).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t8);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint tgsi_w = (imms[3].wwww).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t9);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint tgsi_w = (imms[5].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t20);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint tgsi_w = (imms[5].yyyy).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t38);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint tgsi_w = (imms[5].zzzz).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t29);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint tgsi_w = (imms[5].wwww).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t47);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint tgsi_w = (imms[2].zzzz).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t11);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
    }
    t74.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(svs[0]), imms[2].wwww)))).x;
    if ((floatBitsToUint(t74.xxxx)).x != 0u) {
        {
            uint tgsi_w = (imms[6].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t63.xxxx);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint tgsi_w = (imms[6].yyyy).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t63.yyyy);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint tgsi_w = (imms[6].zzzz).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t63.zzzz);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint tgsi_w = (imms[6].wwww).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t63.wwww);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
    }
    tgsi_store_outputs();
}
