#version 450 core
// Translated from TGSI by Tungsten (COMP, 71 instructions)
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
const uvec4 imms[3] = uvec4[3](
    uvec4(2u, 0u, 3u, 20u),
    uvec4(0u, 4294967295u, 4u, 0u),
    uvec4(1u, 9u, 0u, 0u));
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
            uint tgsi_sel10 = (floatBitsToUint(t1.xxxx)).x;
            bool tgsi_on10 = false;
            bool tgsi_case10_11 = tgsi_sel10 == (imms[0].xxxx).x;
            bool tgsi_hit10 = tgsi_case10_11;
            if (tgsi_case10_11) tgsi_on10 = true;
            if ((imms[1].yyyy).x != 0u) {
                if (tgsi_on10) {
                    t0 = uintBitsToFloat(imms[0].wwww);
                }
                if (tgsi_on10) {
                    t2.x = (uintBitsToFloat(imms[1].yyyy)).x;
                }
                if (tgsi_on10) {
                    tgsi_on10 = false;
                }
            }
            if (tgsi_on10) {
                tgsi_on10 = false;
            }
            if (!tgsi_hit10) tgsi_on10 = true;
            if (tgsi_on10) {
                tgsi_on10 = false;
            }
            if ((floatBitsToUint(t2.xxxx)).x != 0u) {
                break;
            }
            t11.x = (uintBitsToFloat(floatBitsToUint(t1.xxxx) + imms[2].xxxx)).x;
            t1 = t11;
        }
        if ((floatBitsToUint(t2.xxxx)).x != 0u) {
            break;
        }
        t0 = uintBitsToFloat(imms[0].yyyy);
        break;
        break;
    }
    {
        uint tgsi_w = (imms[1].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t0);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t13 = uintBitsToFloat(imms[0].yyyy);
    t14.x = (uintBitsToFloat(imms[1].xxxx)).x;
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t13 = uintBitsToFloat(imms[0].yyyy);
        for (int tgsi_loop1 = 0; tgsi_loop1 < 1048576; tgsi_loop1++) {
            t18.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToInt(t13.xxxx), ivec4(imms[0].zzzz))))).x;
            t19.x = (uintBitsToFloat(~floatBitsToUint(t18))).x;
            if ((floatBitsToUint(t19.xxxx)).x != 0u) {
                break;
            }
            uint tgsi_sel45 = (floatBitsToUint(t13.xxxx)).x;
            bool tgsi_on45 = false;
            bool tgsi_case45_46 = tgsi_sel45 == (imms[0].xxxx).x;
            bool tgsi_hit45 = tgsi_case45_46;
            if (tgsi_case45_46) tgsi_on45 = true;
            if ((imms[1].xxxx).x != 0u) {
                if (tgsi_on45) {
                    t12 = uintBitsToFloat(imms[0].wwww);
                }
                if (tgsi_on45) {
                    t14.x = (uintBitsToFloat(imms[1].yyyy)).x;
                }
                if (tgsi_on45) {
                    tgsi_on45 = false;
                }
            }
            if (tgsi_on45) {
                tgsi_on45 = false;
            }
            if (!tgsi_hit45) tgsi_on45 = true;
            if (tgsi_on45) {
                tgsi_on45 = false;
            }
            if ((floatBitsToUint(t14.xxxx)).x != 0u) {
                break;
            }
            t23.x = (uintBitsToFloat(floatBitsToUint(t13.xxxx) + imms[2].xxxx)).x;
            t13 = t23;
        }
        if ((floatBitsToUint(t14.xxxx)).x != 0u) {
            break;
        }
        t12 = uintBitsToFloat(imms[0].yyyy);
        break;
        break;
    }
    {
        uint tgsi_w = (imms[1].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t12);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
