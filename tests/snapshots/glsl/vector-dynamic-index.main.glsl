#version 450 core
// Translated from TGSI by Tungsten (COMP, 27 instructions)
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
const uvec4 imms[14] = uvec4[14](
    uvec4(0u, 10u, 20u, 30u),
    uvec4(40u, 4u, 1u, 2u),
    uvec4(0u, 4u, 3u, 1u),
    uvec4(2u, 16u, 20u, 24u),
    uvec4(99u, 0u, 0u, 0u),
    uvec4(0u, 1u, 2u, 3u),
    uvec4(10u, 20u, 30u, 40u),
    uvec4(2u, 2u, 2u, 2u),
    uvec4(10u, 10u, 10u, 10u),
    uvec4(4294967295u, 4294967295u, 4294967295u, 4294967295u),
    uvec4(30u, 30u, 30u, 30u),
    uvec4(0u, 4294967295u, 0u, 0u),
    uvec4(10u, 99u, 30u, 40u),
    uvec4(10u, 99u, 30u, 40u));
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
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
    t1 = uintBitsToFloat(imms[0].xxxx);
    t1 = uintBitsToFloat(imms[0].xxxx);
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t7.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToInt(t1.xxxx), ivec4(imms[1].yyyy))))).x;
        t8.x = (uintBitsToFloat(~floatBitsToUint(t7))).x;
        if ((floatBitsToUint(t8.xxxx)).x != 0u) {
            break;
        }
        t10.x = (uintBitsToFloat(floatBitsToUint(t1.xxxx) * imms[2].yyyy)).x;
        t12.x = (uintBitsToFloat(min(floatBitsToUint(t1.xxxx), imms[2].zzzz))).x;
        t14.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t12.xxxx), imms[2].wwww)))).x;
        t13.x = (mix(uintBitsToFloat(imms[6].xxxx), uintBitsToFloat(imms[6].yyyy), notEqual(floatBitsToUint(t14.xxxx), uvec4(0u)))).x;
        t14.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t12.xxxx), imms[3].xxxx)))).x;
        t13.x = (mix(t13.xxxx, uintBitsToFloat(imms[6].zzzz), notEqual(floatBitsToUint(t14.xxxx), uvec4(0u)))).x;
        t14.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t12.xxxx), imms[2].zzzz)))).x;
        t13.x = (mix(t13.xxxx, uintBitsToFloat(imms[6].wwww), notEqual(floatBitsToUint(t14.xxxx), uvec4(0u)))).x;
        {
            uint tgsi_w = (floatBitsToUint(t10.xxxx)).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t13);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t16.x = (uintBitsToFloat(floatBitsToUint(t1.xxxx) + imms[1].zzzz)).x;
        t1 = t16;
    }
    t19.x = (uintBitsToFloat(imms[10].xxxx)).x;
    {
        uint tgsi_w = (imms[3].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t19);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t27.x = (uintBitsToFloat(imms[13].yyyy)).x;
    {
        uint tgsi_w = (imms[3].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t27);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t32.x = (uintBitsToFloat(imms[3].zzzz)).x;
    {
        uint tgsi_w = (imms[3].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t32);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
