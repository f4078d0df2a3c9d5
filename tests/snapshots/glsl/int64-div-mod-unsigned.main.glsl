#version 450 core
#extension GL_ARB_gpu_shader_int64 : require
// Translated from TGSI by Tungsten (COMP, 64 instructions)
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
const uvec4 imms[20] = uvec4[20](
    uvec4(0u, 4294967237u, 4294967295u, 10u),
    uvec4(0u, 1u, 4u, 32u),
    uvec4(2u, 6u, 8u, 0u),
    uvec4(4294967237u, 4294967295u, 4294967237u, 4294967237u),
    uvec4(10u, 0u, 10u, 10u),
    uvec4(1u, 1u, 1u, 1u),
    uvec4(3u, 3u, 3u, 3u),
    uvec4(12u, 12u, 12u, 12u),
    uvec4(0u, 1u, 0u, 0u),
    uvec4(16u, 16u, 16u, 16u),
    uvec4(5u, 5u, 5u, 5u),
    uvec4(20u, 20u, 20u, 20u),
    uvec4(24u, 24u, 24u, 24u),
    uvec4(7u, 7u, 7u, 7u),
    uvec4(28u, 28u, 28u, 28u),
    uvec4(9u, 9u, 9u, 9u),
    uvec4(36u, 36u, 36u, 36u),
    uvec4(40u, 40u, 40u, 40u),
    uvec4(11u, 11u, 11u, 11u),
    uvec4(44u, 44u, 44u, 44u));
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
uint64_t tgsi_u64div(uint64_t a, uint64_t b) {
    return b == 0ul ? ~0ul : a / max(b, 1ul);
}
uint64_t tgsi_u64mod(uint64_t a, uint64_t b) {
    return b == 0ul ? ~0ul : a % max(b, 1ul);
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
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t4 = uintBitsToFloat(imms[3].xyxx);
    {
        int64_t tgsi_r = -int64_t(packUint2x32((imms[1].yxyy).xy));
        t6.xy = (uintBitsToFloat(uvec4(unpackUint2x32(uint64_t(tgsi_r)), 0u, 0u))).xy;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t4)).xy) + packUint2x32((floatBitsToUint(t6)).xy);
        t5.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t7 = uintBitsToFloat(imms[3].xyxx);
    t8 = uintBitsToFloat(imms[4].xyxx);
    {
        uint tgsi_r = (packUint2x32((floatBitsToUint(t8)).xy) == packUint2x32((imms[0].xxxx).xy) ? 0xffffffffu : 0u);
        t10.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    t11.xy = (mix(uintBitsToFloat(imms[4].xyxx), uintBitsToFloat(imms[1].yxyx), notEqual(floatBitsToUint(t10.xxzz), uvec4(0u)))).xy;
    {
        uint64_t tgsi_r = tgsi_u64div(packUint2x32((floatBitsToUint(t7)).xy), packUint2x32((floatBitsToUint(t11)).xy));
        t9.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t13.x = (t9.xxxx).x;
    {
        uint tgsi_w = (imms[0].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t13);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t9)).xy) >> ((imms[1].wwww).x & 63u);
        t16.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t17.x = (t16.xxxx).x;
    {
        uint tgsi_w = (imms[1].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t17);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t18 = uintBitsToFloat(imms[3].xyxx);
    t19 = uintBitsToFloat(imms[4].xyxx);
    {
        uint tgsi_r = (packUint2x32((floatBitsToUint(t19)).xy) == packUint2x32((imms[0].xxxx).xy) ? 0xffffffffu : 0u);
        t21.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    t22.xy = (mix(uintBitsToFloat(imms[4].xyxx), uintBitsToFloat(imms[1].yxyx), notEqual(floatBitsToUint(t21.xxzz), uvec4(0u)))).xy;
    {
        uint64_t tgsi_r = tgsi_u64mod(packUint2x32((floatBitsToUint(t18)).xy), packUint2x32((floatBitsToUint(t22)).xy));
        t20.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t24.x = (t20.xxxx).x;
    {
        uint tgsi_w = (imms[2].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t24);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t20)).xy) >> ((imms[1].wwww).x & 63u);
        t27.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t28.x = (t27.xxxx).x;
    {
        uint tgsi_w = (imms[7].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t28);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t29 = uintBitsToFloat(imms[3].xyxx);
    t30 = uintBitsToFloat(imms[8].xyxx);
    {
        uint tgsi_r = (packUint2x32((floatBitsToUint(t30)).xy) == packUint2x32((imms[0].xxxx).xy) ? 0xffffffffu : 0u);
        t32.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    t33.xy = (mix(uintBitsToFloat(imms[8].xyxx), uintBitsToFloat(imms[1].yxyx), notEqual(floatBitsToUint(t32.xxzz), uvec4(0u)))).xy;
    {
        uint64_t tgsi_r = tgsi_u64div(packUint2x32((floatBitsToUint(t29)).xy), packUint2x32((floatBitsToUint(t33)).xy));
        t31.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t35.x = (t31.xxxx).x;
    {
        uint tgsi_w = (imms[9].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t35);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t31)).xy) >> ((imms[1].wwww).x & 63u);
        t38.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t39.x = (t38.xxxx).x;
    {
        uint tgsi_w = (imms[11].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t39);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t40 = uintBitsToFloat(imms[3].xyxx);
    t41 = uintBitsToFloat(imms[8].xyxx);
    {
        uint tgsi_r = (packUint2x32((floatBitsToUint(t41)).xy) == packUint2x32((imms[0].xxxx).xy) ? 0xffffffffu : 0u);
        t43.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    t44.xy = (mix(uintBitsToFloat(imms[8].xyxx), uintBitsToFloat(imms[1].yxyx), notEqual(floatBitsToUint(t43.xxzz), uvec4(0u)))).xy;
    {
        uint64_t tgsi_r = tgsi_u64mod(packUint2x32((floatBitsToUint(t40)).xy), packUint2x32((floatBitsToUint(t44)).xy));
        t42.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t46.x = (t42.xxxx).x;
    {
        uint tgsi_w = (imms[12].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t46);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t42)).xy) >> ((imms[1].wwww).x & 63u);
        t49.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t50.x = (t49.xxxx).x;
    {
        uint tgsi_w = (imms[14].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t50);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t51 = uintBitsToFloat(imms[3].xyxx);
    t52 = t5;
    {
        uint tgsi_r = (packUint2x32((floatBitsToUint(t52)).xy) == packUint2x32((imms[0].xxxx).xy) ? 0xffffffffu : 0u);
        t54.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    t55.xy = (mix(t5.xyxx, uintBitsToFloat(imms[1].yxyx), notEqual(floatBitsToUint(t54.xxzz), uvec4(0u)))).xy;
    {
        uint64_t tgsi_r = tgsi_u64div(packUint2x32((floatBitsToUint(t51)).xy), packUint2x32((floatBitsToUint(t55)).xy));
        t53.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t57.x = (t53.xxxx).x;
    {
        uint tgsi_w = (imms[1].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t57);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t53)).xy) >> ((imms[1].wwww).x & 63u);
        t60.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t61.x = (t60.xxxx).x;
    {
        uint tgsi_w = (imms[16].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t61);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t62 = uintBitsToFloat(imms[3].xyxx);
    t63 = t5;
    {
        uint tgsi_r = (packUint2x32((floatBitsToUint(t63)).xy) == packUint2x32((imms[0].xxxx).xy) ? 0xffffffffu : 0u);
        t65.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    t66.xy = (mix(t5.xyxx, uintBitsToFloat(imms[1].yxyx), notEqual(floatBitsToUint(t65.xxzz), uvec4(0u)))).xy;
    {
        uint64_t tgsi_r = tgsi_u64mod(packUint2x32((floatBitsToUint(t62)).xy), packUint2x32((floatBitsToUint(t66)).xy));
        t64.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t68.x = (t64.xxxx).x;
    {
        uint tgsi_w = (imms[17].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t68);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t64)).xy) >> ((imms[1].wwww).x & 63u);
        t71.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t72.x = (t71.xxxx).x;
    {
        uint tgsi_w = (imms[19].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t72);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
