#version 450 core
// Translated from TGSI by Tungsten (COMP, 22 instructions)
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;
precise vec4 t0;
precise vec4 t1;
precise vec4 t2;
precise vec4 t3;
precise vec4 t4;
vec4 svs[1];
const uvec4 imms[3] = uvec4[3](
    uvec4(1u, 8u, 0u, 4u),
    uvec4(100u, 101u, 2u, 3u),
    uvec4(200u, 300u, 0u, 0u));
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
void tgsi_load_inputs() {
    t0 = vec4(0.0);
    t1 = vec4(0.0);
    t2 = vec4(0.0);
    t3 = vec4(0.0);
    t4 = vec4(0.0);
    svs[0] = uintBitsToFloat(uvec4(gl_LocalInvocationID, 0u));
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0.x = (uintBitsToFloat(floatBitsToUint(svs[0].zzzz) * imms[0].xxxx + floatBitsToUint(svs[0].yyyy))).x;
    t0.x = (uintBitsToFloat(floatBitsToUint(t0.xxxx) * imms[0].yyyy + floatBitsToUint(svs[0].xxxx))).x;
    uint tgsi_sel2 = (floatBitsToUint(t0.xxxx)).x;
    bool tgsi_on2 = false;
    bool tgsi_case2_3 = tgsi_sel2 == (imms[0].zzzz).x;
    bool tgsi_case2_7 = tgsi_sel2 == (imms[0].xxxx).x;
    bool tgsi_case2_11 = tgsi_sel2 == (imms[1].zzzz).x;
    bool tgsi_case2_12 = tgsi_sel2 == (imms[1].wwww).x;
    bool tgsi_hit2 = tgsi_case2_3 || tgsi_case2_7 || tgsi_case2_11 || tgsi_case2_12;
    if (tgsi_case2_3) tgsi_on2 = true;
    if (tgsi_on2) {
        t1.x = (uintBitsToFloat(floatBitsToUint(t0.xxxx) * imms[0].wwww)).x;
    }
    if (tgsi_on2) {
        {
            uint tgsi_w = (floatBitsToUint(t1.xxxx)).x >> 2;
            uvec4 tgsi_v = imms[1].xxxx;
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
    }
    if (tgsi_on2) {
        tgsi_on2 = false;
    }
    if (tgsi_case2_7) tgsi_on2 = true;
    if (tgsi_on2) {
        t2.x = (uintBitsToFloat(floatBitsToUint(t0.xxxx) * imms[0].wwww)).x;
    }
    if (tgsi_on2) {
        {
            uint tgsi_w = (floatBitsToUint(t2.xxxx)).x >> 2;
            uvec4 tgsi_v = imms[1].yyyy;
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
    }
    if (tgsi_on2) {
        tgsi_on2 = false;
    }
    if (tgsi_case2_11) tgsi_on2 = true;
    if (tgsi_case2_12) tgsi_on2 = true;
    if (tgsi_on2) {
        t3.x = (uintBitsToFloat(floatBitsToUint(t0.xxxx) * imms[0].wwww)).x;
    }
    if (tgsi_on2) {
        {
            uint tgsi_w = (floatBitsToUint(t3.xxxx)).x >> 2;
            uvec4 tgsi_v = imms[2].xxxx;
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
    }
    if (tgsi_on2) {
        tgsi_on2 = false;
    }
    if (!tgsi_hit2) tgsi_on2 = true;
    if (tgsi_on2) {
        t4.x = (uintBitsToFloat(floatBitsToUint(t0.xxxx) * imms[0].wwww)).x;
    }
    if (tgsi_on2) {
        {
            uint tgsi_w = (floatBitsToUint(t4.xxxx)).x >> 2;
            uvec4 tgsi_v = imms[2].yyyy;
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
    }
    if (tgsi_on2) {
        tgsi_on2 = false;
    }
    tgsi_store_outputs();
}
