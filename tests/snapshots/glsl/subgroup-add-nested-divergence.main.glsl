#version 450 core
#extension GL_ARB_gpu_shader_int64 : require
#extension GL_ARB_shader_ballot : require
// Translated from TGSI by Tungsten (COMP, 54 instructions)
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
vec4 svs[2];
const uvec4 imms[2] = uvec4[2](
    uvec4(0u, 99u, 6u, 2u),
    uvec4(1u, 4294967295u, 32u, 4u));
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
    svs[0] = uintBitsToFloat(uvec4(gl_SubGroupInvocationARB, 0u, 0u, 0u));
    svs[1] = uintBitsToFloat(uvec4(uint(gl_SubGroupSizeARB), 0u, 0u, 0u));
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0 = uintBitsToFloat(imms[0].xxxx);
    t0 = uintBitsToFloat(imms[0].yyyy);
    t1.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(svs[0]), imms[0].zzzz)))).x;
    if ((floatBitsToUint(t1.xxxx)).x != 0u) {
        t2.x = (uintBitsToFloat(tgsi_umod(floatBitsToUint(svs[0]), imms[0].wwww))).x;
        t5.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t2), imms[0].xxxx)))).x;
        if ((floatBitsToUint(t5.xxxx)).x != 0u) {
            t6.x = (uintBitsToFloat(imms[0].xxxx)).x;
            t8.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((imms[1].yyyy).x != 0u)).xyxy)).xy;
            t9.x = (uintBitsToFloat(imms[0].xxxx)).x;
            for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
                t13.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(t9.xxxx), floatBitsToUint(svs[1].xxxx))))).x;
                if ((floatBitsToUint(t13.xxxx)).x != 0u) {
                    break;
                }
                t10.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t9.xxxx), imms[1].zzzz)))).x;
                t10.x = (mix(t8.yyyy, t8.xxxx, notEqual(floatBitsToUint(t10.xxxx), uvec4(0u)))).x;
                t11.x = (uintBitsToFloat(floatBitsToUint(t10.xxxx) >> (floatBitsToUint(t9.xxxx) & 31u))).x;
                t11.x = (uintBitsToFloat(floatBitsToUint(t11.xxxx) & imms[1].xxxx)).x;
                t12.x = (uintBitsToFloat(readInvocationARB(floatBitsToUint(svs[0]), (floatBitsToUint(t9.xxxx)).x))).x;
                t7.x = (uintBitsToFloat(floatBitsToUint(t6) + floatBitsToUint(t12))).x;
                t6.x = (mix(t6, t7, notEqual(floatBitsToUint(t11.xxxx), uvec4(0u)))).x;
                t9.x = (uintBitsToFloat(floatBitsToUint(t9.xxxx) + imms[1].xxxx)).x;
            }
            t0 = t6;
        } else {
            t14.x = (uintBitsToFloat(imms[0].xxxx)).x;
            t16.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((imms[1].yyyy).x != 0u)).xyxy)).xy;
            t17.x = (uintBitsToFloat(imms[0].xxxx)).x;
            for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
                t21.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(t17.xxxx), floatBitsToUint(svs[1].xxxx))))).x;
                if ((floatBitsToUint(t21.xxxx)).x != 0u) {
                    break;
                }
                t18.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t17.xxxx), imms[1].zzzz)))).x;
                t18.x = (mix(t16.yyyy, t16.xxxx, notEqual(floatBitsToUint(t18.xxxx), uvec4(0u)))).x;
                t19.x = (uintBitsToFloat(floatBitsToUint(t18.xxxx) >> (floatBitsToUint(t17.xxxx) & 31u))).x;
                t19.x = (uintBitsToFloat(floatBitsToUint(t19.xxxx) & imms[1].xxxx)).x;
                t20.x = (uintBitsToFloat(readInvocationARB(floatBitsToUint(svs[0]), (floatBitsToUint(t17.xxxx)).x))).x;
                t15.x = (uintBitsToFloat(floatBitsToUint(t14) + floatBitsToUint(t20))).x;
                t14.x = (mix(t14, t15, notEqual(floatBitsToUint(t19.xxxx), uvec4(0u)))).x;
                t17.x = (uintBitsToFloat(floatBitsToUint(t17.xxxx) + imms[1].xxxx)).x;
            }
            t0 = t14;
        }
    }
    t22.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(svs[0]), imms[0].xxxx)))).x;
    if ((floatBitsToUint(t22.xxxx)).x != 0u) {
        {
            uint tgsi_w = (imms[0].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(svs[1]);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
    }
    t23.x = (uintBitsToFloat(imms[1].xxxx + floatBitsToUint(svs[0]))).x;
    t24.x = (uintBitsToFloat(floatBitsToUint(t23.xxxx) * imms[1].wwww)).x;
    {
        uint tgsi_w = (floatBitsToUint(t24.xxxx)).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t0);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
