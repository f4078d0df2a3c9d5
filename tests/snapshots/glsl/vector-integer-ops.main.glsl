#version 450 core
// Translated from TGSI by Tungsten (COMP, 50 instructions)
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
const uvec4 imms[5] = uvec4[5](
    uvec4(0u, 1u, 2u, 3u),
    uvec4(4u, 0u, 0u, 0u),
    uvec4(0u, 4u, 8u, 2147483648u),
    uvec4(4294967295u, 1u, 12u, 16u),
    uvec4(20u, 0u, 0u, 0u));
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
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0 = uintBitsToFloat(imms[0].xxxx);
    t1 = uintBitsToFloat(imms[0].xxxx);
    t2.x = (uintBitsToFloat(imms[0].yyyy)).x;
    t2.y = (uintBitsToFloat(imms[0].zzzz)).y;
    t2.z = (uintBitsToFloat(imms[0].wwww)).z;
    t0 = t2;
    t3.x = (uintBitsToFloat(imms[0].zzzz)).x;
    t3.y = (uintBitsToFloat(imms[0].wwww)).y;
    t3.z = (uintBitsToFloat(imms[1].xxxx)).z;
    t1 = t3;
    t4 = t0;
    t5 = t1;
    t6.xyz = (uintBitsToFloat(floatBitsToUint(t4) + floatBitsToUint(t5))).xyz;
    {
        uint tgsi_w = (imms[2].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t6.xxxx);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t7 = t0;
    t8 = t1;
    t9.xyz = (uintBitsToFloat(floatBitsToUint(t7) + (-floatBitsToUint(t8)))).xyz;
    {
        uint tgsi_w = (imms[2].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t9.zzzz);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t10 = t0;
    t11 = t1;
    t12.xyz = (uintBitsToFloat(floatBitsToUint(t10) * floatBitsToUint(t11))).xyz;
    {
        uint tgsi_w = (imms[2].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t12.zzzz);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t13 = t1;
    t14 = t0;
    t16.xyz = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t14), imms[2].xxxx)))).xyz;
    t17.xyz = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t13), imms[2].wwww)))).xyz;
    t18.xyz = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t14), imms[3].xxxx)))).xyz;
    t17.xyz = (uintBitsToFloat(floatBitsToUint(t17) & floatBitsToUint(t18))).xyz;
    t16.xyz = (uintBitsToFloat(floatBitsToUint(t16) | floatBitsToUint(t17))).xyz;
    t19.xyz = (mix(t14, uintBitsToFloat(imms[3].yyyy), notEqual(floatBitsToUint(t16), uvec4(0u)))).xyz;
    t15.xyz = (intBitsToFloat(tgsi_idiv(floatBitsToInt(t13), floatBitsToInt(t19)))).xyz;
    {
        uint tgsi_w = (imms[3].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t15.xxxx);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t20 = t1;
    t21 = t0;
    t23.xyz = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t21), imms[2].xxxx)))).xyz;
    t24.xyz = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t20), imms[2].wwww)))).xyz;
    t25.xyz = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t21), imms[3].xxxx)))).xyz;
    t24.xyz = (uintBitsToFloat(floatBitsToUint(t24) & floatBitsToUint(t25))).xyz;
    t23.xyz = (uintBitsToFloat(floatBitsToUint(t23) | floatBitsToUint(t24))).xyz;
    t26.xyz = (mix(t21, uintBitsToFloat(imms[3].yyyy), notEqual(floatBitsToUint(t23), uvec4(0u)))).xyz;
    t22.xyz = (intBitsToFloat(tgsi_mod(floatBitsToInt(t20), floatBitsToInt(t26)))).xyz;
    {
        uint tgsi_w = (imms[3].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t22.yyyy);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t27 = t0;
    t28.xyz = (intBitsToFloat(-floatBitsToInt(t27))).xyz;
    t29.x = (uintBitsToFloat(imms[0].zzzz)).x;
    t29.y = (uintBitsToFloat(imms[0].zzzz)).y;
    t29.z = (uintBitsToFloat(imms[0].zzzz)).z;
    t30.xyz = (uintBitsToFloat(floatBitsToUint(t28) * floatBitsToUint(t29))).xyz;
    {
        uint tgsi_w = (imms[4].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t30.zzzz);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
