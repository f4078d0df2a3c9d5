#version 450 core
// Translated from TGSI by Tungsten (COMP, 22 instructions)
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
precise vec4 ta1[4];
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
ivec4 addr0;
const uvec4 imms[2] = uvec4[2](
    uvec4(0u, 4u, 1u, 0u),
    uvec4(0u, 4u, 3u, 1u));
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
void tgsi_load_inputs() {
    for (int i = 0; i < 4; i++) ta1[i] = vec4(0.0);
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
    addr0 = ivec4(0);
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    ta1[0] = uintBitsToFloat(imms[0].xxxx);
    ta1[1] = uintBitsToFloat(imms[0].xxxx);
    ta1[2] = uintBitsToFloat(imms[0].xxxx);
    ta1[3] = uintBitsToFloat(imms[0].xxxx);
    t4 = uintBitsToFloat(imms[0].xxxx);
    t4 = uintBitsToFloat(imms[0].xxxx);
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t8.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToInt(t4.xxxx), ivec4(imms[0].yyyy))))).x;
        t9.x = (uintBitsToFloat(~floatBitsToUint(t8))).x;
        if ((floatBitsToUint(t9.xxxx)).x != 0u) {
            break;
        }
        t11.x = (uintBitsToFloat(floatBitsToUint(t4.xxxx) * imms[1].yyyy)).x;
        t13.x = (uintBitsToFloat(min(floatBitsToUint(t4.xxxx), imms[1].zzzz))).x;
        t14.x = (uintBitsToFloat(floatBitsToUint(t13.xxxx) * imms[1].wwww)).x;
        addr0.x = (floatBitsToInt(t14.xxxx)).x;
        t15 = (uint(addr0.x) < 4u ? ta1[addr0.x] : vec4(0.0));
        {
            uint tgsi_w = (floatBitsToUint(t11.xxxx)).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t15);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t17.x = (uintBitsToFloat(floatBitsToUint(t4.xxxx) + imms[0].zzzz)).x;
        t4 = t17;
    }
    tgsi_store_outputs();
}
