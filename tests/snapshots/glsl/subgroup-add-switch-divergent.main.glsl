#version 450 core
#extension GL_ARB_gpu_shader_int64 : require
#extension GL_ARB_shader_ballot : require
// Translated from TGSI by Tungsten (COMP, 73 instructions)
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
precise vec4 t29;
precise vec4 t30;
precise vec4 t31;
vec4 svs[2];
const uvec4 imms[2] = uvec4[2](
    uvec4(0u, 3u, 1u, 4294967295u),
    uvec4(32u, 4u, 0u, 0u));
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
    t26 = vec4(0.0);
    t27 = vec4(0.0);
    t28 = vec4(0.0);
    t29 = vec4(0.0);
    t30 = vec4(0.0);
    t31 = vec4(0.0);
    svs[0] = uintBitsToFloat(uvec4(gl_SubGroupInvocationARB, 0u, 0u, 0u));
    svs[1] = uintBitsToFloat(uvec4(uint(gl_SubGroupSizeARB), 0u, 0u, 0u));
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0 = uintBitsToFloat(imms[0].xxxx);
    t0 = uintBitsToFloat(imms[0].xxxx);
    t1.x = (uintBitsToFloat(tgsi_umod(floatBitsToUint(svs[0]), imms[0].yyyy))).x;
    uint tgsi_sel3 = (floatBitsToUint(t1.xxxx)).x;
    bool tgsi_on3 = false;
    bool tgsi_case3_4 = tgsi_sel3 == (imms[0].xxxx).x;
    bool tgsi_case3_24 = tgsi_sel3 == (imms[0].zzzz).x;
    bool tgsi_hit3 = tgsi_case3_4 || tgsi_case3_24;
    if (tgsi_case3_4) tgsi_on3 = true;
    if (tgsi_on3) {
        t4.x = (uintBitsToFloat(imms[0].xxxx)).x;
    }
    if (tgsi_on3) {
        t6.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((imms[0].wwww).x != 0u)).xyxy)).xy;
    }
    if (tgsi_on3) {
        t7.x = (uintBitsToFloat(imms[0].xxxx)).x;
    }
    if (tgsi_on3) {
        for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
            t11.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(t7.xxxx), floatBitsToUint(svs[1].xxxx))))).x;
            if ((floatBitsToUint(t11.xxxx)).x != 0u) {
                break;
            }
            t8.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t7.xxxx), imms[1].xxxx)))).x;
            t8.x = (mix(t6.yyyy, t6.xxxx, notEqual(floatBitsToUint(t8.xxxx), uvec4(0u)))).x;
            t9.x = (uintBitsToFloat(floatBitsToUint(t8.xxxx) >> (floatBitsToUint(t7.xxxx) & 31u))).x;
            t9.x = (uintBitsToFloat(floatBitsToUint(t9.xxxx) & imms[0].zzzz)).x;
            t10.x = (uintBitsToFloat(readInvocationARB(imms[0].zzzz, (floatBitsToUint(t7.xxxx)).x))).x;
            t5.x = (uintBitsToFloat(floatBitsToUint(t4) + floatBitsToUint(t10))).x;
            t4.x = (mix(t4, t5, notEqual(floatBitsToUint(t9.xxxx), uvec4(0u)))).x;
            t7.x = (uintBitsToFloat(floatBitsToUint(t7.xxxx) + imms[0].zzzz)).x;
        }
    }
    if (tgsi_on3) {
        t0 = t4;
    }
    if (tgsi_on3) {
        tgsi_on3 = false;
    }
    if (tgsi_case3_24) tgsi_on3 = true;
    if (tgsi_on3) {
        t12.x = (uintBitsToFloat(imms[0].xxxx)).x;
    }
    if (tgsi_on3) {
        t14.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((imms[0].wwww).x != 0u)).xyxy)).xy;
    }
    if (tgsi_on3) {
        t15.x = (uintBitsToFloat(imms[0].xxxx)).x;
    }
    if (tgsi_on3) {
        for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
            t19.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(t15.xxxx), floatBitsToUint(svs[1].xxxx))))).x;
            if ((floatBitsToUint(t19.xxxx)).x != 0u) {
                break;
            }
            t16.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t15.xxxx), imms[1].xxxx)))).x;
            t16.x = (mix(t14.yyyy, t14.xxxx, notEqual(floatBitsToUint(t16.xxxx), uvec4(0u)))).x;
            t17.x = (uintBitsToFloat(floatBitsToUint(t16.xxxx) >> (floatBitsToUint(t15.xxxx) & 31u))).x;
            t17.x = (uintBitsToFloat(floatBitsToUint(t17.xxxx) & imms[0].zzzz)).x;
            t18.x = (uintBitsToFloat(readInvocationARB(imms[0].zzzz, (floatBitsToUint(t15.xxxx)).x))).x;
            t13.x = (uintBitsToFloat(floatBitsToUint(t12) + floatBitsToUint(t18))).x;
            t12.x = (mix(t12, t13, notEqual(floatBitsToUint(t17.xxxx), uvec4(0u)))).x;
            t15.x = (uintBitsToFloat(floatBitsToUint(t15.xxxx) + imms[0].zzzz)).x;
        }
    }
    if (tgsi_on3) {
        t0 = t12;
    }
    if (tgsi_on3) {
        tgsi_on3 = false;
    }
    if (!tgsi_hit3) tgsi_on3 = true;
    if (tgsi_on3) {
        t20.x = (uintBitsToFloat(imms[0].xxxx)).x;
    }
    if (tgsi_on3) {
        t22.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((imms[0].wwww).x != 0u)).xyxy)).xy;
    }
    if (tgsi_on3) {
        t23.x = (uintBitsToFloat(imms[0].xxxx)).x;
    }
    if (tgsi_on3) {
        for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
            t27.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(t23.xxxx), floatBitsToUint(svs[1].xxxx))))).x;
            if ((floatBitsToUint(t27.xxxx)).x != 0u) {
                break;
            }
            t24.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t23.xxxx), imms[1].xxxx)))).x;
            t24.x = (mix(t22.yyyy, t22.xxxx, notEqual(floatBitsToUint(t24.xxxx), uvec4(0u)))).x;
            t25.x = (uintBitsToFloat(floatBitsToUint(t24.xxxx) >> (floatBitsToUint(t23.xxxx) & 31u))).x;
            t25.x = (uintBitsToFloat(floatBitsToUint(t25.xxxx) & imms[0].zzzz)).x;
            t26.x = (uintBitsToFloat(readInvocationARB(imms[0].zzzz, (floatBitsToUint(t23.xxxx)).x))).x;
            t21.x = (uintBitsToFloat(floatBitsToUint(t20) + floatBitsToUint(t26))).x;
            t20.x = (mix(t20, t21, notEqual(floatBitsToUint(t25.xxxx), uvec4(0u)))).x;
            t23.x = (uintBitsToFloat(floatBitsToUint(t23.xxxx) + imms[0].zzzz)).x;
        }
    }
    if (tgsi_on3) {
        t0 = t20;
    }
    if (tgsi_on3) {
        tgsi_on3 = false;
    }
    t28.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(svs[0]), imms[0].xxxx)))).x;
    if ((floatBitsToUint(t28.xxxx)).x != 0u) {
        {
            uint tgsi_w = (imms[0].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(svs[1]);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
    }
    t29.x = (uintBitsToFloat(imms[0].zzzz + floatBitsToUint(svs[0]))).x;
    t30.x = (uintBitsToFloat(floatBitsToUint(t29.xxxx) * imms[1].yyyy)).x;
    {
        uint tgsi_w = (floatBitsToUint(t30.xxxx)).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t0);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
