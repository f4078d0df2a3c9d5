#version 450 core
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
const uvec4 imms[3] = uvec4[3](
    uvec4(4u, 0u, 10u, 5u),
    uvec4(0u, 4294967295u, 4u, 0u),
    uvec4(1u, 4294967295u, 100u, 0u));
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
    t1 = uintBitsToFloat(imms[0].yyyy);
    t2.x = (uintBitsToFloat(imms[1].xxxx)).x;
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t1 = uintBitsToFloat(imms[0].yyyy);
        for (int tgsi_loop1 = 0; tgsi_loop1 < 1048576; tgsi_loop1++) {
            t6.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToInt(t1.xxxx), ivec4(imms[0].zzzz))))).x;
            t7.x = (uintBitsToFloat(~floatBitsToUint(t6))).x;
            if ((floatBitsToUint(t7.xxxx)).x != 0u) {
                break;
            }
            t10.x = (uintBitsToFloat(floatBitsToUint(t1.xxxx) * floatBitsToUint(t1.xxxx))).x;
            t11.x = (intBitsToFloat(-ivec4(lessThan(ivec4(imms[0].xxxx), floatBitsToInt(t10))))).x;
            if ((floatBitsToUint(t11.xxxx)).x != 0u) {
                t0 = t1;
                t2.x = (uintBitsToFloat(imms[1].yyyy)).x;
                break;
            }
            t14.x = (intBitsToFloat(-ivec4(lessThan(ivec4(imms[0].wwww), floatBitsToInt(t1.xxxx))))).x;
            if ((floatBitsToUint(t14.xxxx)).x != 0u) {
                break;
            }
            t16.x = (uintBitsToFloat(floatBitsToUint(t1.xxxx) + imms[2].xxxx)).x;
            t1 = t16;
        }
        if ((floatBitsToUint(t2.xxxx)).x != 0u) {
            break;
        }
        t0 = uintBitsToFloat(imms[2].yyyy);
        break;
        break;
    }
    {
        uint tgsi_w = (imms[1].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t0);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t18 = uintBitsToFloat(imms[0].yyyy);
    t19.x = (uintBitsToFloat(imms[1].xxxx)).x;
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t18 = uintBitsToFloat(imms[0].yyyy);
        for (int tgsi_loop1 = 0; tgsi_loop1 < 1048576; tgsi_loop1++) {
            t23.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToInt(t18.xxxx), ivec4(imms[0].zzzz))))).x;
            t24.x = (uintBitsToFloat(~floatBitsToUint(t23))).x;
            if ((floatBitsToUint(t24.xxxx)).x != 0u) {
                break;
            }
            t27.x = (uintBitsToFloat(floatBitsToUint(t18.xxxx) * floatBitsToUint(t18.xxxx))).x;
            t28.x = (intBitsToFloat(-ivec4(lessThan(ivec4(imms[2].zzzz), floatBitsToInt(t27))))).x;
            if ((floatBitsToUint(t28.xxxx)).x != 0u) {
                t17 = t18;
                t19.x = (uintBitsToFloat(imms[1].yyyy)).x;
                break;
            }
            t31.x = (intBitsToFloat(-ivec4(lessThan(ivec4(imms[0].wwww), floatBitsToInt(t18.xxxx))))).x;
            if ((floatBitsToUint(t31.xxxx)).x != 0u) {
                break;
            }
            t33.x = (uintBitsToFloat(floatBitsToUint(t18.xxxx) + imms[2].xxxx)).x;
            t18 = t33;
        }
        if ((floatBitsToUint(t19.xxxx)).x != 0u) {
            break;
        }
        t17 = uintBitsToFloat(imms[2].yyyy);
        break;
        break;
    }
    {
        uint tgsi_w = (imms[1].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t17);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
