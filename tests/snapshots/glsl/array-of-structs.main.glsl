#version 450 core
// Translated from TGSI by Tungsten (COMP, 53 instructions)
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
precise vec4 ta1[6];
precise vec4 ta2[2];
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
ivec4 addr0;
const uvec4 imms[3] = uvec4[3](
    uvec4(0u, 3u, 10u, 1u),
    uvec4(0u, 2u, 4u, 0u),
    uvec4(2u, 0u, 0u, 0u));
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
void tgsi_load_inputs() {
    for (int i = 0; i < 6; i++) ta1[i] = vec4(0.0);
    for (int i = 0; i < 2; i++) ta2[i] = vec4(0.0);
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
    t6 = uintBitsToFloat(imms[0].xxxx);
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t11.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToInt(t6.xxxx), ivec4(imms[0].yyyy))))).x;
        t12.x = (uintBitsToFloat(~floatBitsToUint(t11))).x;
        if ((floatBitsToUint(t12.xxxx)).x != 0u) {
            break;
        }
        t14.x = (uintBitsToFloat(min(floatBitsToUint(t6.xxxx), imms[1].yyyy))).x;
        t15.x = (uintBitsToFloat(floatBitsToUint(t14.xxxx) * imms[1].yyyy)).x;
        t18.x = (uintBitsToFloat(floatBitsToUint(t6.xxxx) + imms[0].zzzz)).x;
        ta2[0] = t6;
        ta2[1] = t18;
        addr0.x = (floatBitsToInt(t15.xxxx)).x;
        { int tgsi_i = addr0.x; if (uint(tgsi_i) < 6u) ta1[tgsi_i] = ta2[0]; }
        addr0.x = (floatBitsToInt(t15.xxxx)).x;
        { int tgsi_i = (addr0.x + 1); if (uint(tgsi_i) < 6u) ta1[tgsi_i] = ta2[1]; }
        t22.x = (uintBitsToFloat(floatBitsToUint(t6.xxxx) + imms[0].wwww)).x;
        t6 = t22;
    }
    t7 = uintBitsToFloat(imms[0].xxxx);
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t26.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToInt(t7.xxxx), ivec4(imms[0].yyyy))))).x;
        t27.x = (uintBitsToFloat(~floatBitsToUint(t26))).x;
        if ((floatBitsToUint(t27.xxxx)).x != 0u) {
            break;
        }
        t29.x = (uintBitsToFloat(imms[2].xxxx * floatBitsToUint(t7.xxxx))).x;
        t30.x = (uintBitsToFloat(floatBitsToUint(t29.xxxx) * imms[1].zzzz)).x;
        t32.x = (uintBitsToFloat(min(floatBitsToUint(t7.xxxx), imms[1].yyyy))).x;
        t33.x = (uintBitsToFloat(floatBitsToUint(t32.xxxx) * imms[1].yyyy)).x;
        addr0.x = (floatBitsToInt(t33.xxxx)).x;
        t34 = (uint(addr0.x) < 6u ? ta1[addr0.x] : vec4(0.0));
        {
            uint tgsi_w = (floatBitsToUint(t30.xxxx)).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t34);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t36.x = (uintBitsToFloat(imms[2].xxxx * floatBitsToUint(t7.xxxx))).x;
        t37.x = (uintBitsToFloat(floatBitsToUint(t36) + imms[0].wwww)).x;
        t38.x = (uintBitsToFloat(floatBitsToUint(t37.xxxx) * imms[1].zzzz)).x;
        t40.x = (uintBitsToFloat(min(floatBitsToUint(t7.xxxx), imms[1].yyyy))).x;
        t41.x = (uintBitsToFloat(floatBitsToUint(t40.xxxx) * imms[1].yyyy)).x;
        addr0.x = (floatBitsToInt(t41.xxxx)).x;
        t42 = (uint((addr0.x + 1)) < 6u ? ta1[(addr0.x + 1)] : vec4(0.0));
        {
            uint tgsi_w = (floatBitsToUint(t38.xxxx)).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t42);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t44.x = (uintBitsToFloat(floatBitsToUint(t7.xxxx) + imms[0].wwww)).x;
        t7 = t44;
    }
    tgsi_store_outputs();
}
