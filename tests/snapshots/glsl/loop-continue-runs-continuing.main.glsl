#version 450 core
// Translated from TGSI by Tungsten (COMP, 34 instructions)
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
const uvec4 imms[3] = uvec4[3](
    uvec4(0u, 10u, 2u, 1u),
    uvec4(0u, 4294967295u, 2147483648u, 1u),
    uvec4(4u, 0u, 0u, 0u));
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
ivec4 tgsi_mod(ivec4 a, ivec4 b) {
    ivec4 q = ivec4(uvec4(abs(a)) / max(uvec4(abs(b)), uvec4(1u)));
    ivec4 s = (a ^ b) >> 31;
    return (a - ((q ^ s) - s) * b) | -ivec4(equal(b, ivec4(0)));
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
    t11 = vec4(0.0);
    t12 = vec4(0.0);
    t13 = vec4(0.0);
    t14 = vec4(0.0);
    t15 = vec4(0.0);
    t16 = vec4(0.0);
    t17 = vec4(0.0);
    t18 = vec4(0.0);
    t19 = vec4(0.0);
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0 = uintBitsToFloat(imms[0].xxxx);
    t1 = uintBitsToFloat(imms[0].xxxx);
    t0 = uintBitsToFloat(imms[0].xxxx);
    t1 = uintBitsToFloat(imms[0].xxxx);
    t2.x = (uintBitsToFloat(imms[1].xxxx)).x;
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        for (int tgsi_loop1 = 0; tgsi_loop1 < 1048576; tgsi_loop1++) {
            t5.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToInt(t1.xxxx), ivec4(imms[0].yyyy))))).x;
            if ((floatBitsToUint(t5.xxxx)).x != 0u) {
                t2.x = (uintBitsToFloat(imms[1].yyyy)).x;
                break;
            }
            t9.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t1.xxxx), imms[1].zzzz)))).x;
            t9.x = (uintBitsToFloat(floatBitsToUint(t9) & imms[1].xxxx)).x;
            t8.x = (uintBitsToFloat(imms[1].xxxx | floatBitsToUint(t9))).x;
            t11.x = (mix(uintBitsToFloat(imms[0].zzzz), uintBitsToFloat(imms[1].wwww), notEqual(floatBitsToUint(t8), uvec4(0u)))).x;
            t7.x = (intBitsToFloat(tgsi_mod(floatBitsToInt(t1.xxxx), floatBitsToInt(t11)))).x;
            t12.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t7), imms[0].wwww)))).x;
            if ((floatBitsToUint(t12.xxxx)).x != 0u) {
                break;
            }
            t15.x = (uintBitsToFloat(floatBitsToUint(t0.xxxx) + floatBitsToUint(t1.xxxx))).x;
            t0 = t15;
            break;
        }
        if ((floatBitsToUint(t2.xxxx)).x != 0u) {
            break;
        }
        t17.x = (uintBitsToFloat(floatBitsToUint(t1.xxxx) + imms[0].wwww)).x;
        t1 = t17;
    }
    {
        uint tgsi_w = (imms[1].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t0);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[2].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t1);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
