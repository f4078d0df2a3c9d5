#version 450 core
// Translated from TGSI by Tungsten (COMP, 56 instructions)
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
precise vec4 t24;
precise vec4 t25;
precise vec4 t26;
precise vec4 t27;
precise vec4 t28;
precise vec4 t29;
precise vec4 t30;
precise vec4 t31;
precise vec4 t32;
precise vec4 t33;
const uvec4 imms[5] = uvec4[5](
    uvec4(0u, 5u, 3u, 4u),
    uvec4(2u, 31u, 7u, 6u),
    uvec4(0u, 2147483648u, 4294967295u, 1u),
    uvec4(2u, 4u, 8u, 12u),
    uvec4(8u, 0u, 0u, 0u));
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
ivec4 tgsi_idiv(ivec4 a, ivec4 b) {
    ivec4 q = ivec4(uvec4(abs(a)) / max(uvec4(abs(b)), uvec4(1u)));
    ivec4 s = (a ^ b) >> 31;
    return ((q ^ s) - s) * ivec4(notEqual(b, ivec4(0)));
}
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
    t20 = vec4(0.0);
    t21 = vec4(0.0);
    t22 = vec4(0.0);
    t23 = vec4(0.0);
    t24 = vec4(0.0);
    t25 = vec4(0.0);
    t26 = vec4(0.0);
    t27 = vec4(0.0);
    t28 = vec4(0.0);
    t29 = vec4(0.0);
    t30 = vec4(0.0);
    t31 = vec4(0.0);
    t32 = vec4(0.0);
    t33 = vec4(0.0);
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0 = uintBitsToFloat(imms[0].xxxx);
    t1 = uintBitsToFloat(imms[0].xxxx);
    t2 = uintBitsToFloat(imms[0].xxxx);
    t3 = uintBitsToFloat(imms[0].xxxx);
    t0 = uintBitsToFloat(imms[0].yyyy);
    t4 = t0;
    t5.x = (uintBitsToFloat(floatBitsToUint(t4) + imms[0].zzzz)).x;
    t0 = t5;
    t6 = t0;
    t7.x = (uintBitsToFloat(floatBitsToUint(t6) * imms[0].wwww)).x;
    t0 = t7;
    t8 = t0;
    t9.x = (uintBitsToFloat(floatBitsToUint(t8) + (-imms[1].xxxx))).x;
    t0 = t9;
    t10 = t0;
    t12.x = (intBitsToFloat(-ivec4(equal(imms[0].zzzz, imms[2].xxxx)))).x;
    t13.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t10), imms[2].yyyy)))).x;
    t14.x = (intBitsToFloat(-ivec4(equal(imms[0].zzzz, imms[2].zzzz)))).x;
    t13.x = (uintBitsToFloat(floatBitsToUint(t13) & floatBitsToUint(t14))).x;
    t12.x = (uintBitsToFloat(floatBitsToUint(t12) | floatBitsToUint(t13))).x;
    t15.x = (mix(uintBitsToFloat(imms[0].zzzz), uintBitsToFloat(imms[2].wwww), notEqual(floatBitsToUint(t12), uvec4(0u)))).x;
    t11.x = (intBitsToFloat(tgsi_idiv(floatBitsToInt(t10), floatBitsToInt(t15)))).x;
    t0 = t11;
    t1 = uintBitsToFloat(imms[1].yyyy);
    t16 = t1;
    t18.x = (intBitsToFloat(-ivec4(equal(imms[1].zzzz, imms[2].xxxx)))).x;
    t19.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t16), imms[2].yyyy)))).x;
    t20.x = (intBitsToFloat(-ivec4(equal(imms[1].zzzz, imms[2].zzzz)))).x;
    t19.x = (uintBitsToFloat(floatBitsToUint(t19) & floatBitsToUint(t20))).x;
    t18.x = (uintBitsToFloat(floatBitsToUint(t18) | floatBitsToUint(t19))).x;
    t21.x = (mix(uintBitsToFloat(imms[1].zzzz), uintBitsToFloat(imms[2].wwww), notEqual(floatBitsToUint(t18), uvec4(0u)))).x;
    t17.x = (intBitsToFloat(tgsi_mod(floatBitsToInt(t16), floatBitsToInt(t21)))).x;
    t1 = t17;
    t2 = uintBitsToFloat(imms[1].yyyy);
    t22 = t2;
    t23.x = (uintBitsToFloat(floatBitsToUint(t22) << (imms[3].xxxx & 31u))).x;
    t2 = t23;
    t24 = t2;
    t25.x = (intBitsToFloat(floatBitsToInt(t24) >> (ivec4(imms[2].wwww) & 31))).x;
    t2 = t25;
    t3 = uintBitsToFloat(imms[1].wwww);
    t26 = t3;
    t27.x = (uintBitsToFloat(floatBitsToUint(t26) ^ imms[0].zzzz)).x;
    t3 = t27;
    t28 = t3;
    t29.x = (uintBitsToFloat(floatBitsToUint(t28) | imms[4].xxxx)).x;
    t3 = t29;
    t30 = t0;
    {
        uint tgsi_w = (imms[2].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t30);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t31 = t1;
    {
        uint tgsi_w = (imms[3].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t31);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t32 = t2;
    {
        uint tgsi_w = (imms[3].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t32);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t33 = t3;
    {
        uint tgsi_w = (imms[3].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t33);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
