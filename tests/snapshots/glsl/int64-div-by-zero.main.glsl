#version 450 core
#extension GL_ARB_gpu_shader_int64 : require
// Translated from TGSI by Tungsten (COMP, 65 instructions)
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
const uvec4 imms[20] = uvec4[20](
    uvec4(0u, 1u, 4294967287u, 4294967295u),
    uvec4(0u, 2147483648u, 4u, 32u),
    uvec4(2u, 1942892530u, 2874u, 6u),
    uvec4(8u, 10u, 0u, 0u),
    uvec4(0u, 0u, 0u, 0u),
    uvec4(1u, 1u, 1u, 1u),
    uvec4(3u, 3u, 3u, 3u),
    uvec4(12u, 12u, 12u, 12u),
    uvec4(16u, 16u, 16u, 16u),
    uvec4(5u, 5u, 5u, 5u),
    uvec4(20u, 20u, 20u, 20u),
    uvec4(24u, 24u, 24u, 24u),
    uvec4(7u, 7u, 7u, 7u),
    uvec4(28u, 28u, 28u, 28u),
    uvec4(0u, 1u, 0u, 0u),
    uvec4(9u, 9u, 9u, 9u),
    uvec4(36u, 36u, 36u, 36u),
    uvec4(40u, 40u, 40u, 40u),
    uvec4(11u, 11u, 11u, 11u),
    uvec4(44u, 44u, 44u, 44u));
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
int64_t tgsi_i64div(int64_t a, int64_t b) {
    int64_t q = int64_t(uint64_t(abs(a)) / max(uint64_t(abs(b)), 1ul));
    int64_t s = (a ^ b) >> 63;
    return b == 0l ? 0l : (q ^ s) - s;
}
int64_t tgsi_i64mod(int64_t a, int64_t b) {
    int64_t q = int64_t(uint64_t(abs(a)) / max(uint64_t(abs(b)), 1ul));
    int64_t s = (a ^ b) >> 63;
    return b == 0l ? -1l : a - ((q ^ s) - s) * b;
}
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
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t3 = uintBitsToFloat(imms[4].xxxx);
    {
        uint tgsi_r = (packUint2x32((floatBitsToUint(t3)).xy) == packUint2x32((imms[0].xxxx).xy) ? 0xffffffffu : 0u);
        t5.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    {
        uint tgsi_r = (packUint2x32((imms[0].zwzz).xy) == packUint2x32((imms[1].xyxy).xy) ? 0xffffffffu : 0u);
        t6.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    {
        uint tgsi_r = (packUint2x32((floatBitsToUint(t3)).xy) == packUint2x32((imms[0].wwww).xy) ? 0xffffffffu : 0u);
        t7.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    t6.x = (uintBitsToFloat(floatBitsToUint(t6) & floatBitsToUint(t7))).x;
    t5.x = (uintBitsToFloat(floatBitsToUint(t5) | floatBitsToUint(t6))).x;
    t8.xy = (mix(uintBitsToFloat(imms[4].xxxx), uintBitsToFloat(imms[0].yxyx), notEqual(floatBitsToUint(t5.xxzz), uvec4(0u)))).xy;
    {
        int64_t tgsi_r = tgsi_i64div(int64_t(packUint2x32((imms[0].zwzz).xy)), int64_t(packUint2x32((floatBitsToUint(t8)).xy)));
        t4.xy = (uintBitsToFloat(uvec4(unpackUint2x32(uint64_t(tgsi_r)), 0u, 0u))).xy;
    }
    t10.x = (t4.xxxx).x;
    {
        uint tgsi_w = (imms[0].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t10);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t4)).xy) >> ((imms[1].wwww).x & 63u);
        t13.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t14.x = (t13.xxxx).x;
    {
        uint tgsi_w = (imms[1].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t14);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t15 = uintBitsToFloat(imms[4].xxxx);
    {
        uint tgsi_r = (packUint2x32((floatBitsToUint(t15)).xy) == packUint2x32((imms[0].xxxx).xy) ? 0xffffffffu : 0u);
        t17.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    {
        uint tgsi_r = (packUint2x32((imms[0].zwzz).xy) == packUint2x32((imms[1].xyxy).xy) ? 0xffffffffu : 0u);
        t18.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    {
        uint tgsi_r = (packUint2x32((floatBitsToUint(t15)).xy) == packUint2x32((imms[0].wwww).xy) ? 0xffffffffu : 0u);
        t19.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    t18.x = (uintBitsToFloat(floatBitsToUint(t18) & floatBitsToUint(t19))).x;
    t17.x = (uintBitsToFloat(floatBitsToUint(t17) | floatBitsToUint(t18))).x;
    t20.xy = (mix(uintBitsToFloat(imms[4].xxxx), uintBitsToFloat(imms[0].yxyx), notEqual(floatBitsToUint(t17.xxzz), uvec4(0u)))).xy;
    {
        int64_t tgsi_r = tgsi_i64mod(int64_t(packUint2x32((imms[0].zwzz).xy)), int64_t(packUint2x32((floatBitsToUint(t20)).xy)));
        t16.xy = (uintBitsToFloat(uvec4(unpackUint2x32(uint64_t(tgsi_r)), 0u, 0u))).xy;
    }
    t22.x = (t16.xxxx).x;
    {
        uint tgsi_w = (imms[3].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t22);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t16)).xy) >> ((imms[1].wwww).x & 63u);
        t25.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t26.x = (t25.xxxx).x;
    {
        uint tgsi_w = (imms[7].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t26);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t27 = uintBitsToFloat(imms[4].xxxx);
    {
        uint tgsi_r = (packUint2x32((floatBitsToUint(t27)).xy) == packUint2x32((imms[0].xxxx).xy) ? 0xffffffffu : 0u);
        t29.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    t30.xy = (mix(uintBitsToFloat(imms[4].xxxx), uintBitsToFloat(imms[0].yxyx), notEqual(floatBitsToUint(t29.xxzz), uvec4(0u)))).xy;
    {
        uint64_t tgsi_r = tgsi_u64div(packUint2x32((imms[2].yzyy).xy), packUint2x32((floatBitsToUint(t30)).xy));
        t28.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t32.x = (t28.xxxx).x;
    {
        uint tgsi_w = (imms[8].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t32);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t28)).xy) >> ((imms[1].wwww).x & 63u);
        t35.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t36.x = (t35.xxxx).x;
    {
        uint tgsi_w = (imms[10].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t36);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t37 = uintBitsToFloat(imms[4].xxxx);
    {
        uint tgsi_r = (packUint2x32((floatBitsToUint(t37)).xy) == packUint2x32((imms[0].xxxx).xy) ? 0xffffffffu : 0u);
        t39.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    t40.xy = (mix(uintBitsToFloat(imms[4].xxxx), uintBitsToFloat(imms[0].yxyx), notEqual(floatBitsToUint(t39.xxzz), uvec4(0u)))).xy;
    {
        uint64_t tgsi_r = tgsi_u64mod(packUint2x32((imms[2].yzyy).xy), packUint2x32((floatBitsToUint(t40)).xy));
        t38.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t42.x = (t38.xxxx).x;
    {
        uint tgsi_w = (imms[11].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t42);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t38)).xy) >> ((imms[1].wwww).x & 63u);
        t45.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t46.x = (t45.xxxx).x;
    {
        uint tgsi_w = (imms[13].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t46);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t47 = uintBitsToFloat(imms[14].xyxx);
    t48 = uintBitsToFloat(imms[4].xxxx);
    {
        uint tgsi_r = (packUint2x32((floatBitsToUint(t48)).xy) == packUint2x32((imms[0].xxxx).xy) ? 0xffffffffu : 0u);
        t50.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    t51.xy = (mix(uintBitsToFloat(imms[4].xxxx), uintBitsToFloat(imms[0].yxyx), notEqual(floatBitsToUint(t50.xxzz), uvec4(0u)))).xy;
    {
        uint64_t tgsi_r = tgsi_u64div(packUint2x32((floatBitsToUint(t47)).xy), packUint2x32((floatBitsToUint(t51)).xy));
        t49.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t53.x = (t49.xxxx).x;
    {
        uint tgsi_w = (imms[1].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t53);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t49)).xy) >> ((imms[1].wwww).x & 63u);
        t56.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t57.x = (t56.xxxx).x;
    {
        uint tgsi_w = (imms[16].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t57);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t58 = uintBitsToFloat(imms[14].xyxx);
    t59 = uintBitsToFloat(imms[4].xxxx);
    {
        uint tgsi_r = (packUint2x32((floatBitsToUint(t59)).xy) == packUint2x32((imms[0].xxxx).xy) ? 0xffffffffu : 0u);
        t61.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    t62.xy = (mix(uintBitsToFloat(imms[4].xxxx), uintBitsToFloat(imms[0].yxyx), notEqual(floatBitsToUint(t61.xxzz), uvec4(0u)))).xy;
    {
        uint64_t tgsi_r = tgsi_u64mod(packUint2x32((floatBitsToUint(t58)).xy), packUint2x32((floatBitsToUint(t62)).xy));
        t60.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t64.x = (t60.xxxx).x;
    {
        uint tgsi_w = (imms[17].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t64);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t60)).xy) >> ((imms[1].wwww).x & 63u);
        t67.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t68.x = (t67.xxxx).x;
    {
        uint tgsi_w = (imms[19].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t68);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
