#version 450 core
// Translated from TGSI by Tungsten (COMP, 19 instructions)
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
precise vec4 t0;
precise vec4 t1;
precise vec4 t2;
precise vec4 t3;
const uvec4 imms[4] = uvec4[4](
    uvec4(0u, 10u, 1u, 2u),
    uvec4(20u, 3u, 30u, 99u),
    uvec4(0u, 0u, 0u, 0u),
    uvec4(0u, 0u, 0u, 0u));
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
void tgsi_load_inputs() {
    t0 = vec4(0.0);
    t1 = vec4(0.0);
    t2 = vec4(0.0);
    t3 = vec4(0.0);
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t1 = uintBitsToFloat(imms[0].xxxx);
    t1 = uintBitsToFloat(imms[0].xxxx);
    uint tgsi_sel2 = (imms[3].xxxx).x;
    bool tgsi_on2 = false;
    bool tgsi_case2_3 = tgsi_sel2 == (imms[0].xxxx).x;
    bool tgsi_case2_6 = tgsi_sel2 == (imms[0].zzzz).x;
    bool tgsi_case2_7 = tgsi_sel2 == (imms[0].wwww).x;
    bool tgsi_case2_10 = tgsi_sel2 == (imms[1].yyyy).x;
    bool tgsi_hit2 = tgsi_case2_3 || tgsi_case2_6 || tgsi_case2_7 || tgsi_case2_10;
    if (tgsi_case2_3) tgsi_on2 = true;
    if (tgsi_on2) {
        t1 = uintBitsToFloat(imms[0].yyyy);
    }
    if (tgsi_on2) {
        tgsi_on2 = false;
    }
    if (tgsi_case2_6) tgsi_on2 = true;
    if (tgsi_case2_7) tgsi_on2 = true;
    if (tgsi_on2) {
        t1 = uintBitsToFloat(imms[1].xxxx);
    }
    if (tgsi_on2) {
        tgsi_on2 = false;
    }
    if (tgsi_case2_10) tgsi_on2 = true;
    if (tgsi_on2) {
        t1 = uintBitsToFloat(imms[1].zzzz);
    }
    if (tgsi_on2) {
        tgsi_on2 = false;
    }
    if (!tgsi_hit2) tgsi_on2 = true;
    if (tgsi_on2) {
        t1 = uintBitsToFloat(imms[1].wwww);
    }
    if (tgsi_on2) {
        tgsi_on2 = false;
    }
    {
        uint tgsi_w = (imms[2].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t1);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
