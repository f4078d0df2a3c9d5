#version 450 core
// Translated from TGSI by Tungsten (COMP, 68 instructions)
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
precise vec4 ta1[5];
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
ivec4 addr0;
const uvec4 imms[3] = uvec4[3](
    uvec4(0u, 5u, 1u, 2u),
    uvec4(0u, 4u, 1u, 2147483648u),
    uvec4(4294967295u, 20u, 0u, 0u));
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
ivec4 tgsi_mod(ivec4 a, ivec4 b) {
    ivec4 q = ivec4(uvec4(abs(a)) / max(uvec4(abs(b)), uvec4(1u)));
    ivec4 s = (a ^ b) >> 31;
    return (a - ((q ^ s) - s) * b) | -ivec4(equal(b, ivec4(0)));
}
void tgsi_load_inputs() {
    for (int i = 0; i < 5; i++) ta1[i] = vec4(0.0);
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
    t5 = uintBitsToFloat(imms[0].xxxx);
    t6 = uintBitsToFloat(imms[0].xxxx);
    t7 = uintBitsToFloat(imms[0].xxxx);
    t8 = uintBitsToFloat(imms[0].xxxx);
    t5 = uintBitsToFloat(imms[0].xxxx);
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t12.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToInt(t5.xxxx), ivec4(imms[0].yyyy))))).x;
        t13.x = (uintBitsToFloat(~floatBitsToUint(t12))).x;
        if ((floatBitsToUint(t13.xxxx)).x != 0u) {
            break;
        }
        t15.x = (uintBitsToFloat(min(floatBitsToUint(t5.xxxx), imms[1].yyyy))).x;
        t16.x = (uintBitsToFloat(floatBitsToUint(t15.xxxx) * imms[1].zzzz)).x;
        t19.x = (uintBitsToFloat(floatBitsToUint(t5.xxxx) * floatBitsToUint(t5.xxxx))).x;
        addr0.x = (floatBitsToInt(t16.xxxx)).x;
        { int tgsi_i = addr0.x; if (uint(tgsi_i) < 5u) ta1[tgsi_i] = t19; }
        t21.x = (uintBitsToFloat(floatBitsToUint(t5.xxxx) + imms[0].zzzz)).x;
        t5 = t21;
    }
    t6 = uintBitsToFloat(imms[0].xxxx);
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t25.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToInt(t6.xxxx), ivec4(imms[0].yyyy))))).x;
        t26.x = (uintBitsToFloat(~floatBitsToUint(t25))).x;
        if ((floatBitsToUint(t26.xxxx)).x != 0u) {
            break;
        }
        t28.x = (uintBitsToFloat(floatBitsToUint(t6.xxxx) * imms[1].yyyy)).x;
        t30.x = (uintBitsToFloat(min(floatBitsToUint(t6.xxxx), imms[1].yyyy))).x;
        t31.x = (uintBitsToFloat(floatBitsToUint(t30.xxxx) * imms[1].zzzz)).x;
        addr0.x = (floatBitsToInt(t31.xxxx)).x;
        t32 = (uint(addr0.x) < 5u ? ta1[addr0.x] : vec4(0.0));
        {
            uint tgsi_w = (floatBitsToUint(t28.xxxx)).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t32);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t34.x = (uintBitsToFloat(floatBitsToUint(t6.xxxx) + imms[0].zzzz)).x;
        t6 = t34;
    }
    t7 = uintBitsToFloat(imms[0].xxxx);
    t8 = uintBitsToFloat(imms[0].xxxx);
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t38.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToInt(t8.xxxx), ivec4(imms[0].yyyy))))).x;
        t39.x = (uintBitsToFloat(~floatBitsToUint(t38))).x;
        if ((floatBitsToUint(t39.xxxx)).x != 0u) {
            break;
        }
        t41.x = (uintBitsToFloat(min(floatBitsToUint(t8.xxxx), imms[1].yyyy))).x;
        t42.x = (uintBitsToFloat(floatBitsToUint(t41.xxxx) * imms[1].zzzz)).x;
        addr0.x = (floatBitsToInt(t42.xxxx)).x;
        t43 = (uint(addr0.x) < 5u ? ta1[addr0.x] : vec4(0.0));
        t46.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t43), imms[1].wwww)))).x;
        t46.x = (uintBitsToFloat(floatBitsToUint(t46) & imms[1].xxxx)).x;
        t45.x = (uintBitsToFloat(imms[1].xxxx | floatBitsToUint(t46))).x;
        t48.x = (mix(uintBitsToFloat(imms[0].wwww), uintBitsToFloat(imms[1].zzzz), notEqual(floatBitsToUint(t45), uvec4(0u)))).x;
        t44.x = (intBitsToFloat(tgsi_mod(floatBitsToInt(t43), floatBitsToInt(t48)))).x;
        t49.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t44), imms[0].xxxx)))).x;
        if ((floatBitsToUint(t49.xxxx)).x != 0u) {
            t51.x = (uintBitsToFloat(floatBitsToUint(t7.xxxx) + imms[0].zzzz)).x;
            t7 = t51;
        }
        t53.x = (uintBitsToFloat(floatBitsToUint(t8.xxxx) + imms[0].zzzz)).x;
        t8 = t53;
    }
    t55.x = (uintBitsToFloat(floatBitsToUint(t7.xxxx) + imms[0].wwww)).x;
    {
        uint tgsi_w = (imms[2].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t55);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
