#version 450 core
// Translated from TGSI by Tungsten (COMP, 71 instructions)
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
precise vec4 ta1[6];
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
ivec4 addr0;
const uvec4 imms[4] = uvec4[4](
    uvec4(0u, 2u, 3u, 10u),
    uvec4(0u, 1u, 3u, 2u),
    uvec4(1u, 0u, 0u, 0u),
    uvec4(4u, 0u, 0u, 0u));
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
void tgsi_load_inputs() {
    for (int i = 0; i < 6; i++) ta1[i] = vec4(0.0);
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
    ta1[5] = uintBitsToFloat(imms[0].xxxx);
    t6 = uintBitsToFloat(imms[0].xxxx);
    t7 = uintBitsToFloat(imms[0].xxxx);
    t8 = uintBitsToFloat(imms[0].xxxx);
    t9 = uintBitsToFloat(imms[0].xxxx);
    t10 = uintBitsToFloat(imms[0].xxxx);
    t6 = uintBitsToFloat(imms[0].xxxx);
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t14.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToInt(t6.xxxx), ivec4(imms[0].yyyy))))).x;
        t15.x = (uintBitsToFloat(~floatBitsToUint(t14))).x;
        if ((floatBitsToUint(t15.xxxx)).x != 0u) {
            break;
        }
        t7 = uintBitsToFloat(imms[0].xxxx);
        for (int tgsi_loop1 = 0; tgsi_loop1 < 1048576; tgsi_loop1++) {
            t19.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToInt(t7.xxxx), ivec4(imms[0].zzzz))))).x;
            t20.x = (uintBitsToFloat(~floatBitsToUint(t19))).x;
            if ((floatBitsToUint(t20.xxxx)).x != 0u) {
                break;
            }
            t22.x = (uintBitsToFloat(min(floatBitsToUint(t6.xxxx), imms[1].yyyy))).x;
            t23.x = (uintBitsToFloat(floatBitsToUint(t22.xxxx) * imms[1].zzzz)).x;
            t25.x = (uintBitsToFloat(min(floatBitsToUint(t7.xxxx), imms[1].wwww))).x;
            t26.x = (uintBitsToFloat(floatBitsToUint(t25.xxxx) * imms[1].yyyy + floatBitsToUint(t23.xxxx))).x;
            t28.x = (uintBitsToFloat(floatBitsToUint(t6.xxxx) * imms[0].wwww)).x;
            t30.x = (uintBitsToFloat(floatBitsToUint(t28) + floatBitsToUint(t7.xxxx))).x;
            addr0.x = (floatBitsToInt(t26.xxxx)).x;
            { int tgsi_i = addr0.x; if (uint(tgsi_i) < 6u) ta1[tgsi_i] = t30; }
            t32.x = (uintBitsToFloat(floatBitsToUint(t7.xxxx) + imms[2].xxxx)).x;
            t7 = t32;
        }
        t34.x = (uintBitsToFloat(floatBitsToUint(t6.xxxx) + imms[2].xxxx)).x;
        t6 = t34;
    }
    t8 = uintBitsToFloat(imms[0].xxxx);
    t9 = uintBitsToFloat(imms[0].xxxx);
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t38.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToInt(t9.xxxx), ivec4(imms[0].yyyy))))).x;
        t39.x = (uintBitsToFloat(~floatBitsToUint(t38))).x;
        if ((floatBitsToUint(t39.xxxx)).x != 0u) {
            break;
        }
        t10 = uintBitsToFloat(imms[0].xxxx);
        for (int tgsi_loop1 = 0; tgsi_loop1 < 1048576; tgsi_loop1++) {
            t43.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToInt(t10.xxxx), ivec4(imms[0].zzzz))))).x;
            t44.x = (uintBitsToFloat(~floatBitsToUint(t43))).x;
            if ((floatBitsToUint(t44.xxxx)).x != 0u) {
                break;
            }
            t46.x = (uintBitsToFloat(floatBitsToUint(t8.xxxx) * imms[3].xxxx)).x;
            t48.x = (uintBitsToFloat(min(floatBitsToUint(t9.xxxx), imms[1].yyyy))).x;
            t49.x = (uintBitsToFloat(floatBitsToUint(t48.xxxx) * imms[1].zzzz)).x;
            t51.x = (uintBitsToFloat(min(floatBitsToUint(t10.xxxx), imms[1].wwww))).x;
            t52.x = (uintBitsToFloat(floatBitsToUint(t51.xxxx) * imms[1].yyyy + floatBitsToUint(t49.xxxx))).x;
            addr0.x = (floatBitsToInt(t52.xxxx)).x;
            t53 = (uint(addr0.x) < 6u ? ta1[addr0.x] : vec4(0.0));
            {
                uint tgsi_w = (floatBitsToUint(t46.xxxx)).x >> 2;
                uvec4 tgsi_v = floatBitsToUint(t53);
                if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
            }
            t55.x = (uintBitsToFloat(floatBitsToUint(t8.xxxx) + imms[2].xxxx)).x;
            t8 = t55;
            t57.x = (uintBitsToFloat(floatBitsToUint(t10.xxxx) + imms[2].xxxx)).x;
            t10 = t57;
        }
        t59.x = (uintBitsToFloat(floatBitsToUint(t9.xxxx) + imms[2].xxxx)).x;
        t9 = t59;
    }
    tgsi_store_outputs();
}
