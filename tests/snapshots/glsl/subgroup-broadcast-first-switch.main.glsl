#version 450 core
#extension GL_ARB_shader_ballot : require
// Translated from TGSI by Tungsten (COMP, 27 instructions)
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;
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
vec4 svs[2];
const uvec4 imms[2] = uvec4[2](
    uvec4(0u, 99u, 3u, 1u),
    uvec4(2u, 4u, 0u, 0u));
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
uvec4 tgsi_umod(uvec4 a, uvec4 b) {
    return (a % max(b, uvec4(1u))) | uvec4(-ivec4(equal(b, uvec4(0u))));
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
    svs[0] = uintBitsToFloat(uvec4(gl_SubGroupInvocationARB, 0u, 0u, 0u));
    svs[1] = uintBitsToFloat(uvec4(uint(gl_SubGroupSizeARB), 0u, 0u, 0u));
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0 = uintBitsToFloat(imms[0].xxxx);
    t0 = uintBitsToFloat(imms[0].yyyy);
    t1.x = (uintBitsToFloat(tgsi_umod(floatBitsToUint(svs[0]), imms[0].zzzz))).x;
    uint tgsi_sel3 = (floatBitsToUint(t1.xxxx)).x;
    bool tgsi_on3 = false;
    bool tgsi_case3_4 = tgsi_sel3 == (imms[0].xxxx).x;
    bool tgsi_case3_8 = tgsi_sel3 == (imms[0].wwww).x;
    bool tgsi_case3_12 = tgsi_sel3 == (imms[1].xxxx).x;
    bool tgsi_hit3 = tgsi_case3_4 || tgsi_case3_8 || tgsi_case3_12;
    if (tgsi_case3_4) tgsi_on3 = true;
    if (tgsi_on3) {
        t4.x = (uintBitsToFloat(readFirstInvocationARB(floatBitsToUint(svs[0])))).x;
    }
    if (tgsi_on3) {
        t0 = t4;
    }
    if (tgsi_on3) {
        tgsi_on3 = false;
    }
    if (tgsi_case3_8) tgsi_on3 = true;
    if (tgsi_on3) {
        t5.x = (uintBitsToFloat(readFirstInvocationARB(floatBitsToUint(svs[0])))).x;
    }
    if (tgsi_on3) {
        t0 = t5;
    }
    if (tgsi_on3) {
        tgsi_on3 = false;
    }
    if (tgsi_case3_12) tgsi_on3 = true;
    if (tgsi_on3) {
        t6.x = (uintBitsToFloat(readFirstInvocationARB(floatBitsToUint(svs[0])))).x;
    }
    if (tgsi_on3) {
        t0 = t6;
    }
    if (tgsi_on3) {
        tgsi_on3 = false;
    }
    if (!tgsi_hit3) tgsi_on3 = true;
    if (tgsi_on3) {
        tgsi_on3 = false;
    }
    t7.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(svs[0]), imms[0].xxxx)))).x;
    if ((floatBitsToUint(t7.xxxx)).x != 0u) {
        {
            uint tgsi_w = (imms[0].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(svs[1]);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
    }
    t8.x = (uintBitsToFloat(imms[0].wwww + floatBitsToUint(svs[0]))).x;
    t9.x = (uintBitsToFloat(floatBitsToUint(t8.xxxx) * imms[1].yyyy)).x;
    {
        uint tgsi_w = (floatBitsToUint(t9.xxxx)).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t0);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
