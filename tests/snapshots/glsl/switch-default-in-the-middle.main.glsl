#version 450 core
// Translated from TGSI by Tungsten (COMP, 23 instructions)
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
const uvec4 imms[2] = uvec4[2](
    uvec4(0u, 3u, 4u, 2u),
    uvec4(1u, 0u, 0u, 0u));
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
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0 = uintBitsToFloat(imms[0].xxxx);
    t0 = uintBitsToFloat(imms[0].xxxx);
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t4.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t0.xxxx), imms[0].yyyy)))).x;
        t5.x = (uintBitsToFloat(~floatBitsToUint(t4))).x;
        if ((floatBitsToUint(t5.xxxx)).x != 0u) {
            break;
        }
        uint tgsi_sel8 = (floatBitsToUint(t0.xxxx)).x;
        bool tgsi_on8 = false;
        bool tgsi_case8_9 = tgsi_sel8 == (imms[0].xxxx).x;
        bool tgsi_case8_14 = tgsi_sel8 == (imms[1].xxxx).x;
        bool tgsi_hit8 = tgsi_case8_9 || tgsi_case8_14;
        if (tgsi_case8_9) tgsi_on8 = true;
        if (!tgsi_hit8) tgsi_on8 = true;
        if (tgsi_on8) {
            t8.x = (uintBitsToFloat(floatBitsToUint(t0.xxxx) * imms[0].zzzz)).x;
        }
        if (tgsi_on8) {
            {
                uint tgsi_w = (floatBitsToUint(t8.xxxx)).x >> 2;
                uvec4 tgsi_v = imms[0].wwww;
                if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
            }
        }
        if (tgsi_on8) {
            tgsi_on8 = false;
        }
        if (tgsi_case8_14) tgsi_on8 = true;
        if (tgsi_on8) {
            t10.x = (uintBitsToFloat(floatBitsToUint(t0.xxxx) * imms[0].zzzz)).x;
        }
        if (tgsi_on8) {
            {
                uint tgsi_w = (floatBitsToUint(t10.xxxx)).x >> 2;
                uvec4 tgsi_v = imms[1].xxxx;
                if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
            }
        }
        if (tgsi_on8) {
            tgsi_on8 = false;
        }
        t12.x = (uintBitsToFloat(floatBitsToUint(t0.xxxx) + imms[1].xxxx)).x;
        t0 = t12;
    }
    tgsi_store_outputs();
}
