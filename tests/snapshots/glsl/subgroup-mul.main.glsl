#version 450 core
#extension GL_ARB_gpu_shader_int64 : require
#extension GL_ARB_shader_ballot : require
// Translated from TGSI by Tungsten (COMP, 65 instructions)
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
vec4 svs[2];
const uvec4 imms[5] = uvec4[5](
    uvec4(1u, 4294967295u, 0u, 32u),
    uvec4(1073741824u, 1065353216u, 0u, 1333788672u),
    uvec4(1u, 0u, 0u, 0u),
    uvec4(7u, 4u, 8u, 12u),
    uvec4(1333788671u, 0u, 0u, 0u));
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
vec4 tgsi_min(vec4 a, vec4 b) {
    return mix(mix(a, b, lessThan(b, a)), b, isnan(a));
}
vec4 tgsi_max(vec4 a, vec4 b) {
    return mix(mix(a, b, greaterThan(b, a)), b, isnan(a));
}
uvec4 tgsi_f2u(vec4 v) {
    // Selects through bool-to-uint conversions: mix() on unsigned vectors needs GLSL 4.50
    // or EXT_shader_integer_mix, and this helper must also work in the GLSL 3.30 mode.
    uvec4 r = uvec4(max(v, vec4(0.0))) * uvec4(greaterThan(v, vec4(-1.0)));
    return r | uvec4(greaterThanEqual(v, vec4(4294967296.0))) * 0xffffffffu;
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
    svs[0] = uintBitsToFloat(uvec4(gl_SubGroupInvocationARB, 0u, 0u, 0u));
    svs[1] = uintBitsToFloat(uvec4(uint(gl_SubGroupSizeARB), 0u, 0u, 0u));
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0.x = (uintBitsToFloat(floatBitsToUint(svs[0]) + imms[0].xxxx)).x;
    t1.x = (uintBitsToFloat(imms[0].xxxx)).x;
    t3.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((imms[0].yyyy).x != 0u)).xyxy)).xy;
    t4.x = (uintBitsToFloat(imms[0].zzzz)).x;
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t8.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(t4.xxxx), floatBitsToUint(svs[1].xxxx))))).x;
        if ((floatBitsToUint(t8.xxxx)).x != 0u) {
            break;
        }
        t5.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t4.xxxx), imms[0].wwww)))).x;
        t5.x = (mix(t3.yyyy, t3.xxxx, notEqual(floatBitsToUint(t5.xxxx), uvec4(0u)))).x;
        t6.x = (uintBitsToFloat(floatBitsToUint(t5.xxxx) >> (floatBitsToUint(t4.xxxx) & 31u))).x;
        t6.x = (uintBitsToFloat(floatBitsToUint(t6.xxxx) & imms[0].xxxx)).x;
        t7.x = (uintBitsToFloat(readInvocationARB(floatBitsToUint(t0), (floatBitsToUint(t4.xxxx)).x))).x;
        t2.x = (uintBitsToFloat(floatBitsToUint(t1) * floatBitsToUint(t7))).x;
        t1.x = (mix(t1, t2, notEqual(floatBitsToUint(t6.xxxx), uvec4(0u)))).x;
        t4.x = (uintBitsToFloat(floatBitsToUint(t4.xxxx) + imms[0].xxxx)).x;
    }
    t9.x = (uintBitsToFloat(imms[1].yyyy)).x;
    t11.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((imms[0].yyyy).x != 0u)).xyxy)).xy;
    t12.x = (uintBitsToFloat(imms[0].zzzz)).x;
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t16.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(t12.xxxx), floatBitsToUint(svs[1].xxxx))))).x;
        if ((floatBitsToUint(t16.xxxx)).x != 0u) {
            break;
        }
        t13.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t12.xxxx), imms[0].wwww)))).x;
        t13.x = (mix(t11.yyyy, t11.xxxx, notEqual(floatBitsToUint(t13.xxxx), uvec4(0u)))).x;
        t14.x = (uintBitsToFloat(floatBitsToUint(t13.xxxx) >> (floatBitsToUint(t12.xxxx) & 31u))).x;
        t14.x = (uintBitsToFloat(floatBitsToUint(t14.xxxx) & imms[0].xxxx)).x;
        t15.x = (uintBitsToFloat(readInvocationARB(imms[1].xxxx, (floatBitsToUint(t12.xxxx)).x))).x;
        t10.x = (t9 * t15).x;
        t9.x = (mix(t9, t10, notEqual(floatBitsToUint(t14.xxxx), uvec4(0u)))).x;
        t12.x = (uintBitsToFloat(floatBitsToUint(t12.xxxx) + imms[0].xxxx)).x;
    }
    t17.x = (uintBitsToFloat(imms[0].xxxx)).x;
    t19.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((imms[0].yyyy).x != 0u)).xyxy)).xy;
    t20.x = (uintBitsToFloat(imms[0].zzzz)).x;
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t24.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(t20.xxxx), floatBitsToUint(svs[1].xxxx))))).x;
        if ((floatBitsToUint(t24.xxxx)).x != 0u) {
            break;
        }
        t21.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t20.xxxx), imms[0].wwww)))).x;
        t21.x = (mix(t19.yyyy, t19.xxxx, notEqual(floatBitsToUint(t21.xxxx), uvec4(0u)))).x;
        t22.x = (uintBitsToFloat(floatBitsToUint(t21.xxxx) >> (floatBitsToUint(t20.xxxx) & 31u))).x;
        t22.x = (uintBitsToFloat(floatBitsToUint(t22.xxxx) & imms[0].xxxx)).x;
        t23.x = (uintBitsToFloat(readInvocationARB(imms[2].xxxx, (floatBitsToUint(t20.xxxx)).x))).x;
        t18.x = (uintBitsToFloat(floatBitsToUint(t17) * floatBitsToUint(t23))).x;
        t17.x = (mix(t17, t18, notEqual(floatBitsToUint(t22.xxxx), uvec4(0u)))).x;
        t20.x = (uintBitsToFloat(floatBitsToUint(t20.xxxx) + imms[0].xxxx)).x;
    }
    t25.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(svs[0]), imms[3].xxxx)))).x;
    if ((floatBitsToUint(t25.xxxx)).x != 0u) {
        {
            uint tgsi_w = (imms[0].zzzz).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(svs[1]);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint tgsi_w = (imms[3].yyyy).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t1);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t27.x = (tgsi_max(t9, uintBitsToFloat(imms[1].zzzz))).x;
        t28.x = (intBitsToFloat(-ivec4(greaterThanEqual(t27, uintBitsToFloat(imms[1].wwww))))).x;
        t27.x = (tgsi_min(t27, uintBitsToFloat(imms[4].xxxx))).x;
        t26.x = (uintBitsToFloat(tgsi_f2u(t27))).x;
        t26.x = (mix(t26, uintBitsToFloat(imms[0].yyyy), notEqual(floatBitsToUint(t28), uvec4(0u)))).x;
        {
            uint tgsi_w = (imms[3].zzzz).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t26);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint tgsi_w = (imms[3].wwww).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t17);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
    }
    tgsi_store_outputs();
}
