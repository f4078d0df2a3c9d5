#version 450 core
// Translated from TGSI by Tungsten (COMP, 26 instructions)
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
precise vec4 ta1[4];
precise vec4 ta2[4];
precise vec4 t4;
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
ivec4 addr0;
const uvec4 imms[4] = uvec4[4](
    uvec4(0u, 10u, 20u, 30u),
    uvec4(40u, 7u, 0u, 0u),
    uvec4(3u, 1u, 0u, 0u),
    uvec4(7u, 7u, 7u, 7u));
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
void tgsi_load_inputs() {
    for (int i = 0; i < 4; i++) ta1[i] = vec4(0.0);
    for (int i = 0; i < 4; i++) ta2[i] = vec4(0.0);
    t4 = vec4(0.0);
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
    ta2[0] = uintBitsToFloat(imms[0].yyyy);
    ta2[1] = uintBitsToFloat(imms[0].zzzz);
    ta2[2] = uintBitsToFloat(imms[0].wwww);
    ta2[3] = uintBitsToFloat(imms[1].xxxx);
    ta1[0] = ta2[0];
    ta1[1] = ta2[1];
    ta1[2] = ta2[2];
    ta1[3] = ta2[3];
    addr0.x = (ivec4(imms[2].xxxx)).x;
    t12 = (uint(addr0.x) < 4u ? ta1[addr0.x] : vec4(0.0));
    t13.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t12), imms[0].yyyy)))).x;
    t14.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t12), imms[0].zzzz)))).x;
    t15.x = (uintBitsToFloat(floatBitsToUint(t13) | floatBitsToUint(t14))).x;
    t16.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t12), imms[0].wwww)))).x;
    t17.x = (uintBitsToFloat(floatBitsToUint(t15) | floatBitsToUint(t16))).x;
    t18.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t12), imms[1].xxxx)))).x;
    t19.x = (uintBitsToFloat(floatBitsToUint(t17) | floatBitsToUint(t18))).x;
    t20.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t12), imms[0].xxxx)))).x;
    t21.x = (uintBitsToFloat(floatBitsToUint(t19) | floatBitsToUint(t20))).x;
    t22.x = (uintBitsToFloat(floatBitsToUint(t21) & imms[2].yyyy)).x;
    {
        uint tgsi_w = (imms[2].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t22);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
