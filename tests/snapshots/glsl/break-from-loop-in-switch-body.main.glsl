#version 450 core
// Translated from TGSI by Tungsten (COMP, 24 instructions)
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
const uvec4 imms[2] = uvec4[2](
    uvec4(0u, 3u, 1u, 0u),
    uvec4(0u, 0u, 0u, 0u));
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
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0 = uintBitsToFloat(imms[0].xxxx);
    t0 = uintBitsToFloat(imms[0].xxxx);
    t1.x = (uintBitsToFloat(imms[1].xxxx)).x;
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t2.x = (uintBitsToFloat(imms[1].xxxx)).x;
        t3 = t0;
        uint tgsi_sel6 = (floatBitsToUint(t3.xxxx)).x;
        bool tgsi_on6 = false;
        bool tgsi_case6_7 = tgsi_sel6 == (imms[0].yyyy).x;
        bool tgsi_hit6 = tgsi_case6_7;
        if (tgsi_case6_7) tgsi_on6 = true;
        if (tgsi_on6) {
            t4 = t0;
        }
        if (tgsi_on6) {
            {
                uint tgsi_w = (imms[1].xxxx).x >> 2;
                uvec4 tgsi_v = floatBitsToUint(t4);
                if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
            }
        }
        if (tgsi_on6) {
            tgsi_on6 = false;
        }
        if (!tgsi_hit6) tgsi_on6 = true;
        if (tgsi_on6) {
            tgsi_on6 = false;
        }
        t5 = t0;
        t6.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t5), imms[0].yyyy)))).x;
        if ((floatBitsToUint(t6.xxxx)).x != 0u) {
            break;
        }
        t7 = t0;
        t8.x = (uintBitsToFloat(floatBitsToUint(t7) + imms[0].zzzz)).x;
        t0 = t8;
    }
    tgsi_store_outputs();
}
