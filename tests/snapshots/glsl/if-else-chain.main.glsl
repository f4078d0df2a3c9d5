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
const uvec4 imms[2] = uvec4[2](
    uvec4(0u, 4u, 1u, 4294967295u),
    uvec4(0u, 4u, 0u, 0u));
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
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0 = uintBitsToFloat(imms[0].xxxx);
    t0 = uintBitsToFloat(imms[0].xxxx);
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t4.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToInt(t0.xxxx), ivec4(imms[0].yyyy))))).x;
        t5.x = (uintBitsToFloat(~floatBitsToUint(t4))).x;
        if ((floatBitsToUint(t5.xxxx)).x != 0u) {
            break;
        }
        t7.x = (uintBitsToFloat(floatBitsToUint(t0.xxxx) + (-imms[0].zzzz))).x;
        t8.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToInt(t7), ivec4(imms[0].xxxx))))).x;
        if ((floatBitsToUint(t8.xxxx)).x != 0u) {
            t10.x = (uintBitsToFloat(floatBitsToUint(t0.xxxx) * imms[1].yyyy)).x;
            {
                uint tgsi_w = (floatBitsToUint(t10.xxxx)).x >> 2;
                uvec4 tgsi_v = imms[0].wwww;
                if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
            }
        } else {
            t11.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t7), imms[0].xxxx)))).x;
            if ((floatBitsToUint(t11.xxxx)).x != 0u) {
                t13.x = (uintBitsToFloat(floatBitsToUint(t0.xxxx) * imms[1].yyyy)).x;
                {
                    uint tgsi_w = (floatBitsToUint(t13.xxxx)).x >> 2;
                    uvec4 tgsi_v = imms[0].xxxx;
                    if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
                }
            } else {
                t15.x = (uintBitsToFloat(floatBitsToUint(t0.xxxx) * imms[1].yyyy)).x;
                {
                    uint tgsi_w = (floatBitsToUint(t15.xxxx)).x >> 2;
                    uvec4 tgsi_v = imms[0].zzzz;
                    if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
                }
            }
        }
        t17.x = (uintBitsToFloat(floatBitsToUint(t0.xxxx) + imms[0].zzzz)).x;
        t0 = t17;
    }
    tgsi_store_outputs();
}
