#version 450 core
#extension GL_ARB_gpu_shader_int64 : require
#extension GL_ARB_shader_ballot : require
// Translated from TGSI by Tungsten (COMP, 39 instructions)
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
vec4 svs[2];
const uvec4 imms[2] = uvec4[2](
    uvec4(0u, 1u, 4294967295u, 32u),
    uvec4(4u, 0u, 0u, 0u));
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
    t19 = vec4(0.0);
    t20 = vec4(0.0);
    svs[0] = uintBitsToFloat(uvec4(gl_SubGroupInvocationARB, 0u, 0u, 0u));
    svs[1] = uintBitsToFloat(uvec4(uint(gl_SubGroupSizeARB), 0u, 0u, 0u));
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0 = uintBitsToFloat(imms[0].xxxx);
    t1 = uintBitsToFloat(imms[0].xxxx);
    t0 = uintBitsToFloat(imms[0].xxxx);
    t1 = uintBitsToFloat(imms[0].xxxx);
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t5.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t1.xxxx), floatBitsToUint(svs[0]))))).x;
        t6.x = (uintBitsToFloat(~floatBitsToUint(t5))).x;
        if ((floatBitsToUint(t6.xxxx)).x != 0u) {
            break;
        }
        t7.x = (uintBitsToFloat(imms[0].xxxx)).x;
        t9.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((imms[0].zzzz).x != 0u)).xyxy)).xy;
        t10.x = (uintBitsToFloat(imms[0].xxxx)).x;
        for (int tgsi_loop1 = 0; tgsi_loop1 < 1048576; tgsi_loop1++) {
            t14.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(t10.xxxx), floatBitsToUint(svs[1].xxxx))))).x;
            if ((floatBitsToUint(t14.xxxx)).x != 0u) {
                break;
            }
            t11.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t10.xxxx), imms[0].wwww)))).x;
            t11.x = (mix(t9.yyyy, t9.xxxx, notEqual(floatBitsToUint(t11.xxxx), uvec4(0u)))).x;
            t12.x = (uintBitsToFloat(floatBitsToUint(t11.xxxx) >> (floatBitsToUint(t10.xxxx) & 31u))).x;
            t12.x = (uintBitsToFloat(floatBitsToUint(t12.xxxx) & imms[0].yyyy)).x;
            t13.x = (uintBitsToFloat(readInvocationARB(imms[0].yyyy, (floatBitsToUint(t10.xxxx)).x))).x;
            t8.x = (uintBitsToFloat(floatBitsToUint(t7) + floatBitsToUint(t13))).x;
            t7.x = (mix(t7, t8, notEqual(floatBitsToUint(t12.xxxx), uvec4(0u)))).x;
            t10.x = (uintBitsToFloat(floatBitsToUint(t10.xxxx) + imms[0].yyyy)).x;
        }
        t0 = t7;
        t16.x = (uintBitsToFloat(floatBitsToUint(t1.xxxx) + imms[0].yyyy)).x;
        t1 = t16;
    }
    t17.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(svs[0]), imms[0].xxxx)))).x;
    if ((floatBitsToUint(t17.xxxx)).x != 0u) {
        {
            uint tgsi_w = (imms[0].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(svs[1]);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
    }
    t18.x = (uintBitsToFloat(imms[0].yyyy + floatBitsToUint(svs[0]))).x;
    t19.x = (uintBitsToFloat(floatBitsToUint(t18.xxxx) * imms[1].xxxx)).x;
    {
        uint tgsi_w = (floatBitsToUint(t19.xxxx)).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t0);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
