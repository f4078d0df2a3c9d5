#version 450 core
// Translated from TGSI by Tungsten (COMP, 70 instructions)
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
const uvec4 imms[2] = uvec4[2](
    uvec4(27u, 0u, 1u, 2u),
    uvec4(3u, 4u, 8u, 0u));
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
uvec4 tgsi_udiv(uvec4 a, uvec4 b) {
    return (a / max(b, uvec4(1u))) | uvec4(-ivec4(equal(b, uvec4(0u))));
}
uvec4 tgsi_umod(uvec4 a, uvec4 b) {
    return (a % max(b, uvec4(1u))) | uvec4(-ivec4(equal(b, uvec4(0u))));
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
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t1 = uintBitsToFloat(imms[0].yyyy);
    t2 = uintBitsToFloat(imms[0].yyyy);
    t1 = uintBitsToFloat(imms[0].xxxx);
    t2 = uintBitsToFloat(imms[0].yyyy);
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t6.x = (intBitsToFloat(-ivec4(greaterThanEqual(imms[0].zzzz, floatBitsToUint(t1.xxxx))))).x;
        if ((floatBitsToUint(t6.xxxx)).x != 0u) {
            break;
        }
        t8.x = (uintBitsToFloat(tgsi_umod(floatBitsToUint(t1.xxxx), imms[0].wwww))).x;
        t11.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t8), imms[0].yyyy)))).x;
        if ((floatBitsToUint(t11.xxxx)).x != 0u) {
            t13.x = (uintBitsToFloat(tgsi_udiv(floatBitsToUint(t1.xxxx), imms[0].wwww))).x;
            t1 = t13;
        } else {
            t17.x = (uintBitsToFloat(imms[1].xxxx * floatBitsToUint(t1.xxxx))).x;
            t18.x = (uintBitsToFloat(floatBitsToUint(t17) + imms[0].zzzz)).x;
            t1 = t18;
        }
        t20.x = (uintBitsToFloat(floatBitsToUint(t2.xxxx) + imms[0].zzzz)).x;
        t2 = t20;
    }
    {
        uint tgsi_w = (imms[0].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t2);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t23 = uintBitsToFloat(imms[0].yyyy);
    t24 = uintBitsToFloat(imms[0].yyyy);
    t23 = uintBitsToFloat(imms[0].zzzz);
    t24 = uintBitsToFloat(imms[0].yyyy);
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t28.x = (intBitsToFloat(-ivec4(greaterThanEqual(imms[0].zzzz, floatBitsToUint(t23.xxxx))))).x;
        if ((floatBitsToUint(t28.xxxx)).x != 0u) {
            break;
        }
        t30.x = (uintBitsToFloat(tgsi_umod(floatBitsToUint(t23.xxxx), imms[0].wwww))).x;
        t33.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t30), imms[0].yyyy)))).x;
        if ((floatBitsToUint(t33.xxxx)).x != 0u) {
            t35.x = (uintBitsToFloat(tgsi_udiv(floatBitsToUint(t23.xxxx), imms[0].wwww))).x;
            t23 = t35;
        } else {
            t39.x = (uintBitsToFloat(imms[1].xxxx * floatBitsToUint(t23.xxxx))).x;
            t40.x = (uintBitsToFloat(floatBitsToUint(t39) + imms[0].zzzz)).x;
            t23 = t40;
        }
        t42.x = (uintBitsToFloat(floatBitsToUint(t24.xxxx) + imms[0].zzzz)).x;
        t24 = t42;
    }
    {
        uint tgsi_w = (imms[1].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t24);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t45 = uintBitsToFloat(imms[0].yyyy);
    t46 = uintBitsToFloat(imms[0].yyyy);
    t45 = uintBitsToFloat(imms[1].xxxx);
    t46 = uintBitsToFloat(imms[0].yyyy);
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t50.x = (intBitsToFloat(-ivec4(greaterThanEqual(imms[0].zzzz, floatBitsToUint(t45.xxxx))))).x;
        if ((floatBitsToUint(t50.xxxx)).x != 0u) {
            break;
        }
        t52.x = (uintBitsToFloat(tgsi_umod(floatBitsToUint(t45.xxxx), imms[0].wwww))).x;
        t55.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t52), imms[0].yyyy)))).x;
        if ((floatBitsToUint(t55.xxxx)).x != 0u) {
            t57.x = (uintBitsToFloat(tgsi_udiv(floatBitsToUint(t45.xxxx), imms[0].wwww))).x;
            t45 = t57;
        } else {
            t61.x = (uintBitsToFloat(imms[1].xxxx * floatBitsToUint(t45.xxxx))).x;
            t62.x = (uintBitsToFloat(floatBitsToUint(t61) + imms[0].zzzz)).x;
            t45 = t62;
        }
        t64.x = (uintBitsToFloat(floatBitsToUint(t46.xxxx) + imms[0].zzzz)).x;
        t46 = t64;
    }
    {
        uint tgsi_w = (imms[1].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t46);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
