#version 450 core
#extension GL_ARB_gpu_shader_int64 : require
// Translated from TGSI by Tungsten (COMP, 71 instructions)
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
const uvec4 imms[19] = uvec4[19](
    uvec4(0u, 2147483648u, 4294967295u, 1u),
    uvec4(2u, 0u, 3u, 4u),
    uvec4(32u, 6u, 8u, 0u),
    uvec4(0u, 2147483648u, 0u, 0u),
    uvec4(4294967295u, 4294967295u, 4294967295u, 4294967295u),
    uvec4(1u, 1u, 1u, 1u),
    uvec4(3u, 3u, 3u, 3u),
    uvec4(12u, 12u, 12u, 12u),
    uvec4(1u, 0u, 1u, 1u),
    uvec4(16u, 16u, 16u, 16u),
    uvec4(5u, 5u, 5u, 5u),
    uvec4(20u, 20u, 20u, 20u),
    uvec4(2u, 0u, 2u, 2u),
    uvec4(24u, 24u, 24u, 24u),
    uvec4(7u, 7u, 7u, 7u),
    uvec4(28u, 28u, 28u, 28u),
    uvec4(3u, 0u, 3u, 3u),
    uvec4(9u, 9u, 9u, 9u),
    uvec4(36u, 36u, 36u, 36u));
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
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t5 = uintBitsToFloat(imms[3].xyxx);
    t6 = uintBitsToFloat(imms[4].xxxx);
    {
        uint tgsi_r = (packUint2x32((floatBitsToUint(t6)).xy) == packUint2x32((imms[0].xxxx).xy) ? 0xffffffffu : 0u);
        t8.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    {
        uint tgsi_r = (packUint2x32((floatBitsToUint(t5)).xy) == packUint2x32((imms[0].xyxy).xy) ? 0xffffffffu : 0u);
        t9.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    {
        uint tgsi_r = (packUint2x32((floatBitsToUint(t6)).xy) == packUint2x32((imms[0].zzzz).xy) ? 0xffffffffu : 0u);
        t10.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    t9.x = (uintBitsToFloat(floatBitsToUint(t9) & floatBitsToUint(t10))).x;
    t8.x = (uintBitsToFloat(floatBitsToUint(t8) | floatBitsToUint(t9))).x;
    t11.xy = (mix(uintBitsToFloat(imms[4].xxxx), uintBitsToFloat(imms[0].wxwx), notEqual(floatBitsToUint(t8.xxzz), uvec4(0u)))).xy;
    {
        int64_t tgsi_r = tgsi_i64div(int64_t(packUint2x32((floatBitsToUint(t5)).xy)), int64_t(packUint2x32((floatBitsToUint(t11)).xy)));
        t7.xy = (uintBitsToFloat(uvec4(unpackUint2x32(uint64_t(tgsi_r)), 0u, 0u))).xy;
    }
    t13.x = (t7.xxxx).x;
    {
        uint tgsi_w = (imms[0].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t13);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t7)).xy) >> ((imms[2].xxxx).x & 63u);
        t16.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t17.x = (t16.xxxx).x;
    {
        uint tgsi_w = (imms[1].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t17);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t18 = uintBitsToFloat(imms[3].xyxx);
    t19 = uintBitsToFloat(imms[4].xxxx);
    {
        uint tgsi_r = (packUint2x32((floatBitsToUint(t19)).xy) == packUint2x32((imms[0].xxxx).xy) ? 0xffffffffu : 0u);
        t21.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    {
        uint tgsi_r = (packUint2x32((floatBitsToUint(t18)).xy) == packUint2x32((imms[0].xyxy).xy) ? 0xffffffffu : 0u);
        t22.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    {
        uint tgsi_r = (packUint2x32((floatBitsToUint(t19)).xy) == packUint2x32((imms[0].zzzz).xy) ? 0xffffffffu : 0u);
        t23.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    t22.x = (uintBitsToFloat(floatBitsToUint(t22) & floatBitsToUint(t23))).x;
    t21.x = (uintBitsToFloat(floatBitsToUint(t21) | floatBitsToUint(t22))).x;
    t24.xy = (mix(uintBitsToFloat(imms[4].xxxx), uintBitsToFloat(imms[0].wxwx), notEqual(floatBitsToUint(t21.xxzz), uvec4(0u)))).xy;
    {
        int64_t tgsi_r = tgsi_i64mod(int64_t(packUint2x32((floatBitsToUint(t18)).xy)), int64_t(packUint2x32((floatBitsToUint(t24)).xy)));
        t20.xy = (uintBitsToFloat(uvec4(unpackUint2x32(uint64_t(tgsi_r)), 0u, 0u))).xy;
    }
    t26.x = (t20.xxxx).x;
    {
        uint tgsi_w = (imms[2].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t26);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t20)).xy) >> ((imms[2].xxxx).x & 63u);
        t29.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t30.x = (t29.xxxx).x;
    {
        uint tgsi_w = (imms[7].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t30);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t31 = uintBitsToFloat(imms[3].xyxx);
    t32 = uintBitsToFloat(imms[8].xyxx);
    {
        uint tgsi_r = (packUint2x32((floatBitsToUint(t32)).xy) == packUint2x32((imms[0].xxxx).xy) ? 0xffffffffu : 0u);
        t34.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    {
        uint tgsi_r = (packUint2x32((floatBitsToUint(t31)).xy) == packUint2x32((imms[0].xyxy).xy) ? 0xffffffffu : 0u);
        t35.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    {
        uint tgsi_r = (packUint2x32((floatBitsToUint(t32)).xy) == packUint2x32((imms[0].zzzz).xy) ? 0xffffffffu : 0u);
        t36.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    t35.x = (uintBitsToFloat(floatBitsToUint(t35) & floatBitsToUint(t36))).x;
    t34.x = (uintBitsToFloat(floatBitsToUint(t34) | floatBitsToUint(t35))).x;
    t37.xy = (mix(uintBitsToFloat(imms[8].xyxx), uintBitsToFloat(imms[0].wxwx), notEqual(floatBitsToUint(t34.xxzz), uvec4(0u)))).xy;
    {
        int64_t tgsi_r = tgsi_i64div(int64_t(packUint2x32((floatBitsToUint(t31)).xy)), int64_t(packUint2x32((floatBitsToUint(t37)).xy)));
        t33.xy = (uintBitsToFloat(uvec4(unpackUint2x32(uint64_t(tgsi_r)), 0u, 0u))).xy;
    }
    t39.x = (t33.xxxx).x;
    {
        uint tgsi_w = (imms[9].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t39);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t33)).xy) >> ((imms[2].xxxx).x & 63u);
        t42.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t43.x = (t42.xxxx).x;
    {
        uint tgsi_w = (imms[11].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t43);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t44 = uintBitsToFloat(imms[3].xyxx);
    t45 = uintBitsToFloat(imms[12].xyxx);
    {
        uint tgsi_r = (packUint2x32((floatBitsToUint(t45)).xy) == packUint2x32((imms[0].xxxx).xy) ? 0xffffffffu : 0u);
        t47.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    {
        uint tgsi_r = (packUint2x32((floatBitsToUint(t44)).xy) == packUint2x32((imms[0].xyxy).xy) ? 0xffffffffu : 0u);
        t48.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    {
        uint tgsi_r = (packUint2x32((floatBitsToUint(t45)).xy) == packUint2x32((imms[0].zzzz).xy) ? 0xffffffffu : 0u);
        t49.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    t48.x = (uintBitsToFloat(floatBitsToUint(t48) & floatBitsToUint(t49))).x;
    t47.x = (uintBitsToFloat(floatBitsToUint(t47) | floatBitsToUint(t48))).x;
    t50.xy = (mix(uintBitsToFloat(imms[12].xyxx), uintBitsToFloat(imms[0].wxwx), notEqual(floatBitsToUint(t47.xxzz), uvec4(0u)))).xy;
    {
        int64_t tgsi_r = tgsi_i64div(int64_t(packUint2x32((floatBitsToUint(t44)).xy)), int64_t(packUint2x32((floatBitsToUint(t50)).xy)));
        t46.xy = (uintBitsToFloat(uvec4(unpackUint2x32(uint64_t(tgsi_r)), 0u, 0u))).xy;
    }
    t52.x = (t46.xxxx).x;
    {
        uint tgsi_w = (imms[13].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t52);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t46)).xy) >> ((imms[2].xxxx).x & 63u);
        t55.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t56.x = (t55.xxxx).x;
    {
        uint tgsi_w = (imms[15].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t56);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t57 = uintBitsToFloat(imms[3].xyxx);
    t58 = uintBitsToFloat(imms[16].xyxx);
    {
        uint tgsi_r = (packUint2x32((floatBitsToUint(t58)).xy) == packUint2x32((imms[0].xxxx).xy) ? 0xffffffffu : 0u);
        t60.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    {
        uint tgsi_r = (packUint2x32((floatBitsToUint(t57)).xy) == packUint2x32((imms[0].xyxy).xy) ? 0xffffffffu : 0u);
        t61.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    {
        uint tgsi_r = (packUint2x32((floatBitsToUint(t58)).xy) == packUint2x32((imms[0].zzzz).xy) ? 0xffffffffu : 0u);
        t62.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    t61.x = (uintBitsToFloat(floatBitsToUint(t61) & floatBitsToUint(t62))).x;
    t60.x = (uintBitsToFloat(floatBitsToUint(t60) | floatBitsToUint(t61))).x;
    t63.xy = (mix(uintBitsToFloat(imms[16].xyxx), uintBitsToFloat(imms[0].wxwx), notEqual(floatBitsToUint(t60.xxzz), uvec4(0u)))).xy;
    {
        int64_t tgsi_r = tgsi_i64mod(int64_t(packUint2x32((floatBitsToUint(t57)).xy)), int64_t(packUint2x32((floatBitsToUint(t63)).xy)));
        t59.xy = (uintBitsToFloat(uvec4(unpackUint2x32(uint64_t(tgsi_r)), 0u, 0u))).xy;
    }
    t65.x = (t59.xxxx).x;
    {
        uint tgsi_w = (imms[2].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t65);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t59)).xy) >> ((imms[2].xxxx).x & 63u);
        t68.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t69.x = (t68.xxxx).x;
    {
        uint tgsi_w = (imms[18].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t69);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
