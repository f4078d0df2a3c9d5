#version 450 core
#extension GL_ARB_gpu_shader_int64 : require
#extension GL_ARB_shader_ballot : require
// Translated from TGSI by Tungsten (COMP, 46 instructions)
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
vec4 svs[2];
const uvec4 imms[3] = uvec4[3](
    uvec4(4294967295u, 0u, 0u, 0u),
    uvec4(4294967295u, 0u, 32u, 1u),
    uvec4(4u, 8u, 12u, 16u));
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
    svs[0] = uintBitsToFloat(uvec4(gl_SubGroupInvocationARB, 0u, 0u, 0u));
    svs[1] = uintBitsToFloat(uvec4(uint(gl_SubGroupSizeARB), 0u, 0u, 0u));
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0.x = (uintBitsToFloat(imms[0].xxxx + (-floatBitsToUint(svs[0])))).x;
    t1.x = (t0.xxxx).x;
    t1.y = (svs[0].xxxx).y;
    t2.xy = (uintBitsToFloat(imms[1].xxxx)).xy;
    t4.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((imms[1].xxxx).x != 0u)).xyxy)).xy;
    t5.x = (uintBitsToFloat(imms[1].yyyy)).x;
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t9.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(t5.xxxx), floatBitsToUint(svs[1].xxxx))))).x;
        if ((floatBitsToUint(t9.xxxx)).x != 0u) {
            break;
        }
        t6.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t5.xxxx), imms[1].zzzz)))).x;
        t6.x = (mix(t4.yyyy, t4.xxxx, notEqual(floatBitsToUint(t6.xxxx), uvec4(0u)))).x;
        t7.x = (uintBitsToFloat(floatBitsToUint(t6.xxxx) >> (floatBitsToUint(t5.xxxx) & 31u))).x;
        t7.x = (uintBitsToFloat(floatBitsToUint(t7.xxxx) & imms[1].wwww)).x;
        t8.xy = (uintBitsToFloat(readInvocationARB(floatBitsToUint(t1), (floatBitsToUint(t5.xxxx)).x))).xy;
        t3.xy = (uintBitsToFloat(floatBitsToUint(t2) & floatBitsToUint(t8))).xy;
        t2.xy = (mix(t2, t3, notEqual(floatBitsToUint(t7.xxxx), uvec4(0u)))).xy;
        t5.x = (uintBitsToFloat(floatBitsToUint(t5.xxxx) + imms[1].wwww)).x;
    }
    t10.xy = (uintBitsToFloat(imms[1].yyyy)).xy;
    t12.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((imms[1].xxxx).x != 0u)).xyxy)).xy;
    t13.x = (uintBitsToFloat(imms[1].yyyy)).x;
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t17.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(t13.xxxx), floatBitsToUint(svs[1].xxxx))))).x;
        if ((floatBitsToUint(t17.xxxx)).x != 0u) {
            break;
        }
        t14.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t13.xxxx), imms[1].zzzz)))).x;
        t14.x = (mix(t12.yyyy, t12.xxxx, notEqual(floatBitsToUint(t14.xxxx), uvec4(0u)))).x;
        t15.x = (uintBitsToFloat(floatBitsToUint(t14.xxxx) >> (floatBitsToUint(t13.xxxx) & 31u))).x;
        t15.x = (uintBitsToFloat(floatBitsToUint(t15.xxxx) & imms[1].wwww)).x;
        t16.xy = (uintBitsToFloat(readInvocationARB(floatBitsToUint(t1), (floatBitsToUint(t13.xxxx)).x))).xy;
        t11.xy = (uintBitsToFloat(floatBitsToUint(t10) | floatBitsToUint(t16))).xy;
        t10.xy = (mix(t10, t11, notEqual(floatBitsToUint(t15.xxxx), uvec4(0u)))).xy;
        t13.x = (uintBitsToFloat(floatBitsToUint(t13.xxxx) + imms[1].wwww)).x;
    }
    t18.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(svs[0]), imms[1].yyyy)))).x;
    if ((floatBitsToUint(t18.xxxx)).x != 0u) {
        {
            uint tgsi_w = (imms[1].yyyy).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(svs[1]);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint tgsi_w = (imms[2].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t2.xxxx);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint tgsi_w = (imms[2].yyyy).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t10.xxxx);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint tgsi_w = (imms[2].zzzz).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t2.yyyy);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint tgsi_w = (imms[2].wwww).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t10.yyyy);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
    }
    tgsi_store_outputs();
}
