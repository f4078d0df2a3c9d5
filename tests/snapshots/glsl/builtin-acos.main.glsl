#version 450 core
// Translated from TGSI by Tungsten (COMP, 77 instructions)
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
const uvec4 imms[11] = uvec4[11](
    uvec4(0u, 3204448256u, 1056964608u, 1025092321u),
    uvec4(1013747666u, 1023559889u, 1026971497u, 1033477182u),
    uvec4(1042983590u, 1070141403u, 3007036718u, 1078530011u),
    uvec4(2147483648u, 0u, 4u, 8u),
    uvec4(3015425326u, 3211159142u, 1065353216u, 0u),
    uvec4(0u, 0u, 0u, 0u),
    uvec4(12u, 0u, 0u, 0u),
    uvec4(1048576000u, 1048576000u, 1048576000u, 1048576000u),
    uvec4(1063675494u, 1063675494u, 1063675494u, 1063675494u),
    uvec4(1028443344u, 1028443344u, 1028443344u, 1028443344u),
    uvec4(4294967295u, 4294967295u, 4294967295u, 4294967295u));
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
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
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t4.x = (vec4(tgsi_sqrt((uintBitsToFloat(imms[0].zzzz)).x))).x;
    t6.x = (mix(uintBitsToFloat(imms[0].xxxx), t4, notEqual(imms[5].xxxx, uvec4(0u)))).x;
    t7.x = (t6 * t6).x;
    t8.x = (t7 * uintBitsToFloat(imms[0].wwww) + uintBitsToFloat(imms[1].xxxx)).x;
    t8.x = (t8 * t7 + uintBitsToFloat(imms[1].yyyy)).x;
    t8.x = (t8 * t7 + uintBitsToFloat(imms[1].zzzz)).x;
    t8.x = (t8 * t7 + uintBitsToFloat(imms[1].wwww)).x;
    t8.x = (t8 * t7 + uintBitsToFloat(imms[2].xxxx)).x;
    t8.x = (t8 * t7).x;
    t9.x = (t8 * t6 + t6).x;
    t11.x = (uintBitsToFloat(floatBitsToUint(t9) | imms[3].yyyy)).x;
    t12.x = ((-t11) + uintBitsToFloat(imms[2].yyyy)).x;
    t12.x = (t12 + uintBitsToFloat(imms[2].zzzz)).x;
    t13.x = (t9 + t9).x;
    t14.x = ((-t13) + uintBitsToFloat(imms[2].wwww)).x;
    t14.x = (t14 + uintBitsToFloat(imms[4].xxxx)).x;
    t16.x = (mix(t13, t14, notEqual(imms[5].xxxx, uvec4(0u)))).x;
    t2.x = (mix(t12, t16, notEqual(imms[5].xxxx, uvec4(0u)))).x;
    {
        uint tgsi_w = (imms[3].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t2);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t20.x = (vec4(tgsi_sqrt((uintBitsToFloat(imms[7].xxxx)).x))).x;
    t22.x = (mix(uintBitsToFloat(imms[0].zzzz), t20, notEqual(imms[5].xxxx, uvec4(0u)))).x;
    t23.x = (t22 * t22).x;
    t24.x = (t23 * uintBitsToFloat(imms[0].wwww) + uintBitsToFloat(imms[1].xxxx)).x;
    t24.x = (t24 * t23 + uintBitsToFloat(imms[1].yyyy)).x;
    t24.x = (t24 * t23 + uintBitsToFloat(imms[1].zzzz)).x;
    t24.x = (t24 * t23 + uintBitsToFloat(imms[1].wwww)).x;
    t24.x = (t24 * t23 + uintBitsToFloat(imms[2].xxxx)).x;
    t24.x = (t24 * t23).x;
    t25.x = (t24 * t22 + t22).x;
    t27.x = (uintBitsToFloat(floatBitsToUint(t25) | imms[3].yyyy)).x;
    t28.x = ((-t27) + uintBitsToFloat(imms[2].yyyy)).x;
    t28.x = (t28 + uintBitsToFloat(imms[2].zzzz)).x;
    t29.x = (t25 + t25).x;
    t30.x = ((-t29) + uintBitsToFloat(imms[2].wwww)).x;
    t30.x = (t30 + uintBitsToFloat(imms[4].xxxx)).x;
    t32.x = (mix(t29, t30, notEqual(imms[5].xxxx, uvec4(0u)))).x;
    t18.x = (mix(t28, t32, notEqual(imms[5].xxxx, uvec4(0u)))).x;
    {
        uint tgsi_w = (imms[3].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t18);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t36.x = (vec4(tgsi_sqrt((uintBitsToFloat(imms[9].xxxx)).x))).x;
    t38.x = (mix(uintBitsToFloat(imms[8].xxxx), t36, notEqual(imms[10].xxxx, uvec4(0u)))).x;
    t39.x = (t38 * t38).x;
    t40.x = (t39 * uintBitsToFloat(imms[0].wwww) + uintBitsToFloat(imms[1].xxxx)).x;
    t40.x = (t40 * t39 + uintBitsToFloat(imms[1].yyyy)).x;
    t40.x = (t40 * t39 + uintBitsToFloat(imms[1].zzzz)).x;
    t40.x = (t40 * t39 + uintBitsToFloat(imms[1].wwww)).x;
    t40.x = (t40 * t39 + uintBitsToFloat(imms[2].xxxx)).x;
    t40.x = (t40 * t39).x;
    t41.x = (t40 * t38 + t38).x;
    t43.x = (uintBitsToFloat(floatBitsToUint(t41) | imms[3].xxxx)).x;
    t44.x = ((-t43) + uintBitsToFloat(imms[2].yyyy)).x;
    t44.x = (t44 + uintBitsToFloat(imms[2].zzzz)).x;
    t45.x = (t41 + t41).x;
    t46.x = ((-t45) + uintBitsToFloat(imms[2].wwww)).x;
    t46.x = (t46 + uintBitsToFloat(imms[4].xxxx)).x;
    t48.x = (mix(t45, t46, notEqual(imms[10].xxxx, uvec4(0u)))).x;
    t34.x = (mix(t44, t48, notEqual(imms[10].xxxx, uvec4(0u)))).x;
    {
        uint tgsi_w = (imms[3].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t34);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t52.x = (vec4(tgsi_sqrt((uintBitsToFloat(imms[0].xxxx)).x))).x;
    t54.x = (mix(uintBitsToFloat(imms[4].zzzz), t52, notEqual(imms[10].xxxx, uvec4(0u)))).x;
    t55.x = (t54 * t54).x;
    t56.x = (t55 * uintBitsToFloat(imms[0].wwww) + uintBitsToFloat(imms[1].xxxx)).x;
    t56.x = (t56 * t55 + uintBitsToFloat(imms[1].yyyy)).x;
    t56.x = (t56 * t55 + uintBitsToFloat(imms[1].zzzz)).x;
    t56.x = (t56 * t55 + uintBitsToFloat(imms[1].wwww)).x;
    t56.x = (t56 * t55 + uintBitsToFloat(imms[2].xxxx)).x;
    t56.x = (t56 * t55).x;
    t57.x = (t56 * t54 + t54).x;
    t59.x = (uintBitsToFloat(floatBitsToUint(t57) | imms[3].yyyy)).x;
    t60.x = ((-t59) + uintBitsToFloat(imms[2].yyyy)).x;
    t60.x = (t60 + uintBitsToFloat(imms[2].zzzz)).x;
    t61.x = (t57 + t57).x;
    t62.x = ((-t61) + uintBitsToFloat(imms[2].wwww)).x;
    t62.x = (t62 + uintBitsToFloat(imms[4].xxxx)).x;
    t64.x = (mix(t61, t62, notEqual(imms[5].xxxx, uvec4(0u)))).x;
    t50.x = (mix(t60, t64, notEqual(imms[10].xxxx, uvec4(0u)))).x;
    {
        uint tgsi_w = (imms[6].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t50);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
