#version 450 core
// Translated from TGSI by Tungsten (COMP, 39 instructions)
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
const uvec4 imms[4] = uvec4[4](
    uvec4(0u, 2u, 3u, 1u),
    uvec4(1065353216u, 1073741824u, 1077936128u, 1082130432u),
    uvec4(0u, 16u, 4u, 8u),
    uvec4(1084227584u, 1086324736u, 0u, 0u));
layout(std430, binding = 1) buffer tgsi_cs_buffer1 { uint data[]; } tgsi_buf1;
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
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0 = uintBitsToFloat(imms[0].xxxx);
    t1.x = (uintBitsToFloat(imms[1].xxxx)).x;
    t1.y = (uintBitsToFloat(imms[1].yyyy)).y;
    t1.z = (uintBitsToFloat(imms[1].zzzz)).z;
    {
        uint tgsi_w = (imms[2].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t1);
        if (tgsi_w + 0u < uint(tgsi_buf1.data.length())) tgsi_buf1.data[tgsi_w + 0u] = tgsi_v.x;
        if (tgsi_w + 1u < uint(tgsi_buf1.data.length())) tgsi_buf1.data[tgsi_w + 1u] = tgsi_v.y;
        if (tgsi_w + 2u < uint(tgsi_buf1.data.length())) tgsi_buf1.data[tgsi_w + 2u] = tgsi_v.z;
    }
    t2.x = (uintBitsToFloat(imms[1].wwww)).x;
    t2.y = (uintBitsToFloat(imms[3].xxxx)).y;
    t2.z = (uintBitsToFloat(imms[3].yyyy)).z;
    {
        uint tgsi_w = (imms[2].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t2);
        if (tgsi_w + 0u < uint(tgsi_buf1.data.length())) tgsi_buf1.data[tgsi_w + 0u] = tgsi_v.x;
        if (tgsi_w + 1u < uint(tgsi_buf1.data.length())) tgsi_buf1.data[tgsi_w + 1u] = tgsi_v.y;
        if (tgsi_w + 2u < uint(tgsi_buf1.data.length())) tgsi_buf1.data[tgsi_w + 2u] = tgsi_v.z;
    }
    t0 = uintBitsToFloat(imms[0].xxxx);
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t6.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToInt(t0.xxxx), ivec4(imms[0].yyyy))))).x;
        t7.x = (uintBitsToFloat(~floatBitsToUint(t6))).x;
        if ((floatBitsToUint(t7.xxxx)).x != 0u) {
            break;
        }
        t9.x = (uintBitsToFloat(imms[0].zzzz * floatBitsToUint(t0.xxxx))).x;
        t10.x = (uintBitsToFloat(floatBitsToUint(t9.xxxx) * imms[2].zzzz)).x;
        t12.x = (uintBitsToFloat(floatBitsToUint(t0.xxxx) * imms[2].yyyy)).x;
        {
            uint tgsi_o = (floatBitsToUint(t12.xxxx)).x;
            uvec4 tgsi_v = uvec4(0u);
            if (uint(tgsi_buf1.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf1.data.length()) - 1u) * 4u) {
                uint tgsi_w = tgsi_o >> 2;
                tgsi_v.x = tgsi_buf1.data[tgsi_w + 0u];
            }
            t13.x = (uintBitsToFloat(tgsi_v)).x;
        }
        {
            uint tgsi_w = (floatBitsToUint(t10.xxxx)).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t13);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t15.x = (uintBitsToFloat(imms[0].zzzz * floatBitsToUint(t0.xxxx))).x;
        t16.x = (uintBitsToFloat(floatBitsToUint(t15) + imms[0].wwww)).x;
        t17.x = (uintBitsToFloat(floatBitsToUint(t16.xxxx) * imms[2].zzzz)).x;
        t19.x = (uintBitsToFloat(floatBitsToUint(t0.xxxx) * imms[2].yyyy)).x;
        t21.x = (uintBitsToFloat(floatBitsToUint(t19.xxxx) + imms[2].zzzz)).x;
        {
            uint tgsi_o = (floatBitsToUint(t21)).x;
            uvec4 tgsi_v = uvec4(0u);
            if (uint(tgsi_buf1.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf1.data.length()) - 1u) * 4u) {
                uint tgsi_w = tgsi_o >> 2;
                tgsi_v.x = tgsi_buf1.data[tgsi_w + 0u];
            }
            t20.x = (uintBitsToFloat(tgsi_v)).x;
        }
        {
            uint tgsi_w = (floatBitsToUint(t17.xxxx)).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t20);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t23.x = (uintBitsToFloat(imms[0].zzzz * floatBitsToUint(t0.xxxx))).x;
        t24.x = (uintBitsToFloat(floatBitsToUint(t23) + imms[0].yyyy)).x;
        t25.x = (uintBitsToFloat(floatBitsToUint(t24.xxxx) * imms[2].zzzz)).x;
        t27.x = (uintBitsToFloat(floatBitsToUint(t0.xxxx) * imms[2].yyyy)).x;
        t29.x = (uintBitsToFloat(floatBitsToUint(t27.xxxx) + imms[2].wwww)).x;
        {
            uint tgsi_o = (floatBitsToUint(t29)).x;
            uvec4 tgsi_v = uvec4(0u);
            if (uint(tgsi_buf1.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf1.data.length()) - 1u) * 4u) {
                uint tgsi_w = tgsi_o >> 2;
                tgsi_v.x = tgsi_buf1.data[tgsi_w + 0u];
            }
            t28.x = (uintBitsToFloat(tgsi_v)).x;
        }
        {
            uint tgsi_w = (floatBitsToUint(t25.xxxx)).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t28);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t31.x = (uintBitsToFloat(floatBitsToUint(t0.xxxx) + imms[0].wwww)).x;
        t0 = t31;
    }
    tgsi_store_outputs();
}
