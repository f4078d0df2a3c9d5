#version 450 core
#extension GL_ARB_gpu_shader_int64 : require
// Translated from TGSI by Tungsten (COMP, 91 instructions)
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
precise vec4 ta1[5];
precise vec4 ta2[5];
precise vec4 ta3[5];
precise vec4 ta4[5];
precise vec4 t10;
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
ivec4 addr0;
const uvec4 imms[5] = uvec4[5](
    uvec4(0u, 4294967289u, 4294967295u, 7u),
    uvec4(727379961u, 4294967063u, 2u, 0u),
    uvec4(4294967294u, 4294967295u, 1000u, 0u),
    uvec4(5u, 4u, 1u, 0u),
    uvec4(0u, 2147483648u, 32u, 0u));
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
    for (int i = 0; i < 5; i++) ta1[i] = vec4(0.0);
    for (int i = 0; i < 5; i++) ta2[i] = vec4(0.0);
    for (int i = 0; i < 5; i++) ta3[i] = vec4(0.0);
    for (int i = 0; i < 5; i++) ta4[i] = vec4(0.0);
    t10 = vec4(0.0);
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
    addr0 = ivec4(0);
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    ta1[0] = uintBitsToFloat(imms[0].xxxx);
    ta1[1] = uintBitsToFloat(imms[0].xxxx);
    ta1[2] = uintBitsToFloat(imms[0].xxxx);
    ta1[3] = uintBitsToFloat(imms[0].xxxx);
    ta1[4] = uintBitsToFloat(imms[0].xxxx);
    ta2[0] = uintBitsToFloat(imms[0].xxxx);
    ta2[1] = uintBitsToFloat(imms[0].xxxx);
    ta2[2] = uintBitsToFloat(imms[0].xxxx);
    ta2[3] = uintBitsToFloat(imms[0].xxxx);
    ta2[4] = uintBitsToFloat(imms[0].xxxx);
    t10 = uintBitsToFloat(imms[0].xxxx);
    ta3[0] = uintBitsToFloat(imms[0].yzyy);
    ta3[1] = uintBitsToFloat(imms[0].wxww);
    ta3[2] = uintBitsToFloat(imms[0].yzyy);
    ta3[3] = uintBitsToFloat(imms[0].wxww);
    ta3[4] = uintBitsToFloat(imms[1].xyxx);
    ta1[0] = ta3[0];
    ta1[1] = ta3[1];
    ta1[2] = ta3[2];
    ta1[3] = ta3[3];
    ta1[4] = ta3[4];
    ta4[0] = uintBitsToFloat(imms[1].zwzz);
    ta4[1] = uintBitsToFloat(imms[2].xyxx);
    ta4[2] = uintBitsToFloat(imms[2].xyxx);
    ta4[3] = uintBitsToFloat(imms[1].zwzz);
    ta4[4] = uintBitsToFloat(imms[2].zwzz);
    ta2[0] = ta4[0];
    ta2[1] = ta4[1];
    ta2[2] = ta4[2];
    ta2[3] = ta4[3];
    ta2[4] = ta4[4];
    t10 = uintBitsToFloat(imms[0].xxxx);
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t24.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t10.xxxx), imms[3].xxxx)))).x;
        t25.x = (uintBitsToFloat(~floatBitsToUint(t24))).x;
        if ((floatBitsToUint(t25.xxxx)).x != 0u) {
            break;
        }
        t27.x = (uintBitsToFloat(imms[3].yyyy * floatBitsToUint(t10.xxxx))).x;
        t29.x = (uintBitsToFloat(min(floatBitsToUint(t10.xxxx), imms[3].yyyy))).x;
        t30.x = (uintBitsToFloat(floatBitsToUint(t29.xxxx) * imms[3].zzzz)).x;
        addr0.x = (floatBitsToInt(t30.xxxx)).x;
        t31 = (uint(addr0.x) < 5u ? ta1[addr0.x] : vec4(0.0));
        t33.x = (uintBitsToFloat(min(floatBitsToUint(t10.xxxx), imms[3].yyyy))).x;
        t34.x = (uintBitsToFloat(floatBitsToUint(t33.xxxx) * imms[3].zzzz)).x;
        addr0.x = (floatBitsToInt(t34.xxxx)).x;
        t35 = (uint(addr0.x) < 5u ? ta2[addr0.x] : vec4(0.0));
        {
            uint tgsi_r = (packUint2x32((floatBitsToUint(t35)).xy) == packUint2x32((imms[0].xxxx).xy) ? 0xffffffffu : 0u);
            t37.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
        }
        {
            uint tgsi_r = (packUint2x32((floatBitsToUint(t31)).xy) == packUint2x32((imms[4].xyxy).xy) ? 0xffffffffu : 0u);
            t38.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
        }
        {
            uint tgsi_r = (packUint2x32((floatBitsToUint(t35)).xy) == packUint2x32((imms[0].zzzz).xy) ? 0xffffffffu : 0u);
            t39.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
        }
        t38.x = (uintBitsToFloat(floatBitsToUint(t38) & floatBitsToUint(t39))).x;
        t37.x = (uintBitsToFloat(floatBitsToUint(t37) | floatBitsToUint(t38))).x;
        t40.xy = (mix(t35, uintBitsToFloat(imms[3].zwzw), notEqual(floatBitsToUint(t37.xxzz), uvec4(0u)))).xy;
        {
            int64_t tgsi_r = tgsi_i64div(int64_t(packUint2x32((floatBitsToUint(t31)).xy)), int64_t(packUint2x32((floatBitsToUint(t40)).xy)));
            t36.xy = (uintBitsToFloat(uvec4(unpackUint2x32(uint64_t(tgsi_r)), 0u, 0u))).xy;
        }
        t41.x = (uintBitsToFloat(floatBitsToUint(t27.xxxx) * imms[3].yyyy)).x;
        t42.x = (t36.xxxx).x;
        {
            uint tgsi_w = (floatBitsToUint(t41.xxxx)).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t42);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t43.x = (uintBitsToFloat(floatBitsToUint(t27) + imms[3].zzzz)).x;
        t44.x = (uintBitsToFloat(floatBitsToUint(t43.xxxx) * imms[3].yyyy)).x;
        {
            uint64_t tgsi_r = packUint2x32((floatBitsToUint(t36)).xy) >> ((imms[4].zzzz).x & 63u);
            t45.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
        }
        t46.x = (t45.xxxx).x;
        {
            uint tgsi_w = (floatBitsToUint(t44.xxxx)).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t46);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t48.x = (uintBitsToFloat(imms[3].yyyy * floatBitsToUint(t10.xxxx))).x;
        t49.x = (uintBitsToFloat(floatBitsToUint(t48) + imms[1].zzzz)).x;
        t51.x = (uintBitsToFloat(min(floatBitsToUint(t10.xxxx), imms[3].yyyy))).x;
        t52.x = (uintBitsToFloat(floatBitsToUint(t51.xxxx) * imms[3].zzzz)).x;
        addr0.x = (floatBitsToInt(t52.xxxx)).x;
        t53 = (uint(addr0.x) < 5u ? ta1[addr0.x] : vec4(0.0));
        t55.x = (uintBitsToFloat(min(floatBitsToUint(t10.xxxx), imms[3].yyyy))).x;
        t56.x = (uintBitsToFloat(floatBitsToUint(t55.xxxx) * imms[3].zzzz)).x;
        addr0.x = (floatBitsToInt(t56.xxxx)).x;
        t57 = (uint(addr0.x) < 5u ? ta2[addr0.x] : vec4(0.0));
        {
            uint tgsi_r = (packUint2x32((floatBitsToUint(t57)).xy) == packUint2x32((imms[0].xxxx).xy) ? 0xffffffffu : 0u);
            t59.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
        }
        {
            uint tgsi_r = (packUint2x32((floatBitsToUint(t53)).xy) == packUint2x32((imms[4].xyxy).xy) ? 0xffffffffu : 0u);
            t60.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
        }
        {
            uint tgsi_r = (packUint2x32((floatBitsToUint(t57)).xy) == packUint2x32((imms[0].zzzz).xy) ? 0xffffffffu : 0u);
            t61.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
        }
        t60.x = (uintBitsToFloat(floatBitsToUint(t60) & floatBitsToUint(t61))).x;
        t59.x = (uintBitsToFloat(floatBitsToUint(t59) | floatBitsToUint(t60))).x;
        t62.xy = (mix(t57, uintBitsToFloat(imms[3].zwzw), notEqual(floatBitsToUint(t59.xxzz), uvec4(0u)))).xy;
        {
            int64_t tgsi_r = tgsi_i64mod(int64_t(packUint2x32((floatBitsToUint(t53)).xy)), int64_t(packUint2x32((floatBitsToUint(t62)).xy)));
            t58.xy = (uintBitsToFloat(uvec4(unpackUint2x32(uint64_t(tgsi_r)), 0u, 0u))).xy;
        }
        t63.x = (uintBitsToFloat(floatBitsToUint(t49.xxxx) * imms[3].yyyy)).x;
        t64.x = (t58.xxxx).x;
        {
            uint tgsi_w = (floatBitsToUint(t63.xxxx)).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t64);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t65.x = (uintBitsToFloat(floatBitsToUint(t49) + imms[3].zzzz)).x;
        t66.x = (uintBitsToFloat(floatBitsToUint(t65.xxxx) * imms[3].yyyy)).x;
        {
            uint64_t tgsi_r = packUint2x32((floatBitsToUint(t58)).xy) >> ((imms[4].zzzz).x & 63u);
            t67.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
        }
        t68.x = (t67.xxxx).x;
        {
            uint tgsi_w = (floatBitsToUint(t66.xxxx)).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t68);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t70.x = (uintBitsToFloat(floatBitsToUint(t10.xxxx) + imms[3].zzzz)).x;
        t10 = t70;
    }
    tgsi_store_outputs();
}
