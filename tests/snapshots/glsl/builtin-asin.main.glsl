#version 450 core
// Translated from TGSI by Tungsten (COMP, 46 instructions)
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
const uvec4 imms[10] = uvec4[10](
    uvec4(0u, 3204448256u, 1056964608u, 1025092321u),
    uvec4(1013747666u, 1023559889u, 1026971497u, 1033477182u),
    uvec4(1042983590u, 3221225472u, 1070141403u, 3007036718u),
    uvec4(2147483648u, 0u, 4u, 8u),
    uvec4(3211159142u, 0u, 0u, 0u),
    uvec4(0u, 0u, 0u, 0u),
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
    t10.x = (t9 * uintBitsToFloat(imms[2].yyyy) + uintBitsToFloat(imms[2].zzzz)).x;
    t10.x = (t10 + uintBitsToFloat(imms[2].wwww)).x;
    t9.x = (mix(t9, t10, notEqual(imms[5].xxxx, uvec4(0u)))).x;
    t2.x = (uintBitsToFloat(floatBitsToUint(t9) | imms[3].yyyy)).x;
    {
        uint tgsi_w = (imms[3].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t2);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t15.x = (vec4(tgsi_sqrt((uintBitsToFloat(imms[6].xxxx)).x))).x;
    t17.x = (mix(uintBitsToFloat(imms[0].zzzz), t15, notEqual(imms[5].xxxx, uvec4(0u)))).x;
    t18.x = (t17 * t17).x;
    t19.x = (t18 * uintBitsToFloat(imms[0].wwww) + uintBitsToFloat(imms[1].xxxx)).x;
    t19.x = (t19 * t18 + uintBitsToFloat(imms[1].yyyy)).x;
    t19.x = (t19 * t18 + uintBitsToFloat(imms[1].zzzz)).x;
    t19.x = (t19 * t18 + uintBitsToFloat(imms[1].wwww)).x;
    t19.x = (t19 * t18 + uintBitsToFloat(imms[2].xxxx)).x;
    t19.x = (t19 * t18).x;
    t20.x = (t19 * t17 + t17).x;
    t21.x = (t20 * uintBitsToFloat(imms[2].yyyy) + uintBitsToFloat(imms[2].zzzz)).x;
    t21.x = (t21 + uintBitsToFloat(imms[2].wwww)).x;
    t20.x = (mix(t20, t21, notEqual(imms[5].xxxx, uvec4(0u)))).x;
    t13.x = (uintBitsToFloat(floatBitsToUint(t20) | imms[3].yyyy)).x;
    {
        uint tgsi_w = (imms[3].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t13);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t26.x = (vec4(tgsi_sqrt((uintBitsToFloat(imms[8].xxxx)).x))).x;
    t28.x = (mix(uintBitsToFloat(imms[7].xxxx), t26, notEqual(imms[9].xxxx, uvec4(0u)))).x;
    t29.x = (t28 * t28).x;
    t30.x = (t29 * uintBitsToFloat(imms[0].wwww) + uintBitsToFloat(imms[1].xxxx)).x;
    t30.x = (t30 * t29 + uintBitsToFloat(imms[1].yyyy)).x;
    t30.x = (t30 * t29 + uintBitsToFloat(imms[1].zzzz)).x;
    t30.x = (t30 * t29 + uintBitsToFloat(imms[1].wwww)).x;
    t30.x = (t30 * t29 + uintBitsToFloat(imms[2].xxxx)).x;
    t30.x = (t30 * t29).x;
    t31.x = (t30 * t28 + t28).x;
    t32.x = (t31 * uintBitsToFloat(imms[2].yyyy) + uintBitsToFloat(imms[2].zzzz)).x;
    t32.x = (t32 + uintBitsToFloat(imms[2].wwww)).x;
    t31.x = (mix(t31, t32, notEqual(imms[9].xxxx, uvec4(0u)))).x;
    t24.x = (uintBitsToFloat(floatBitsToUint(t31) | imms[3].xxxx)).x;
    {
        uint tgsi_w = (imms[3].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t24);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
