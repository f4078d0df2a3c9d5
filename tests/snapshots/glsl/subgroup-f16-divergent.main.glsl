#version 450 core
#extension GL_ARB_gpu_shader_int64 : require
#extension GL_ARB_shader_ballot : require
// Translated from TGSI by Tungsten (COMP, 89 instructions)
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
precise vec4 t32;
precise vec4 t33;
precise vec4 t34;
precise vec4 t35;
precise vec4 t36;
precise vec4 t37;
precise vec4 t38;
precise vec4 t39;
precise vec4 t40;
precise vec4 t41;
precise vec4 t42;
precise vec4 t43;
precise vec4 t44;
precise vec4 t45;
precise vec4 t46;
precise vec4 t47;
vec4 svs[2];
const uvec4 imms[3] = uvec4[3](
    uvec4(0u, 1157627904u, 1065353216u, 1069547520u),
    uvec4(5u, 0u, 4294967295u, 32u),
    uvec4(1u, 36u, 4u, 0u));
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
    t34 = vec4(0.0);
    t35 = vec4(0.0);
    t36 = vec4(0.0);
    t37 = vec4(0.0);
    t38 = vec4(0.0);
    t39 = vec4(0.0);
    t40 = vec4(0.0);
    t41 = vec4(0.0);
    t42 = vec4(0.0);
    t43 = vec4(0.0);
    t44 = vec4(0.0);
    t45 = vec4(0.0);
    t46 = vec4(0.0);
    t47 = vec4(0.0);
    svs[0] = uintBitsToFloat(uvec4(gl_SubGroupInvocationARB, 0u, 0u, 0u));
    svs[1] = uintBitsToFloat(uvec4(uint(gl_SubGroupSizeARB), 0u, 0u, 0u));
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0 = uintBitsToFloat(imms[0].xxxx);
    t0 = uintBitsToFloat(imms[0].xxxx);
    t1.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(svs[0]), imms[1].xxxx)))).x;
    if ((floatBitsToUint(t1.xxxx)).x != 0u) {
        t2.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(svs[0]), imms[1].yyyy)))).x;
        t3.x = (mix(uintBitsToFloat(imms[0].zzzz), uintBitsToFloat(imms[0].yyyy), notEqual(floatBitsToUint(t2.xxxx), uvec4(0u)))).x;
        t4.x = (uintBitsToFloat(imms[1].yyyy)).x;
        t6.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((imms[1].zzzz).x != 0u)).xyxy)).xy;
        t7.x = (uintBitsToFloat(imms[1].yyyy)).x;
        for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
            t11.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(t7.xxxx), floatBitsToUint(svs[1].xxxx))))).x;
            if ((floatBitsToUint(t11.xxxx)).x != 0u) {
                break;
            }
            t8.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t7.xxxx), imms[1].wwww)))).x;
            t8.x = (mix(t6.yyyy, t6.xxxx, notEqual(floatBitsToUint(t8.xxxx), uvec4(0u)))).x;
            t9.x = (uintBitsToFloat(floatBitsToUint(t8.xxxx) >> (floatBitsToUint(t7.xxxx) & 31u))).x;
            t9.x = (uintBitsToFloat(floatBitsToUint(t9.xxxx) & imms[2].xxxx)).x;
            t10.x = (uintBitsToFloat(readInvocationARB(floatBitsToUint(t3), (floatBitsToUint(t7.xxxx)).x))).x;
            t5.x = (t4 + t10).x;
            t12.x = (uintBitsToFloat(uvec4(packHalf2x16((t5).xy)))).x;
            t13.x = ((unpackHalf2x16((floatBitsToUint(t12.xxxx)).x)).xyxy).x;
            t4.x = (mix(t4, t13, notEqual(floatBitsToUint(t9.xxxx), uvec4(0u)))).x;
            t7.x = (uintBitsToFloat(floatBitsToUint(t7.xxxx) + imms[2].xxxx)).x;
        }
        t0 = t4;
        t15.x = (uintBitsToFloat(readFirstInvocationARB(floatBitsToUint(t4.xxxx)))).x;
        t16.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(svs[0]), imms[1].yyyy)))).x;
        if ((floatBitsToUint(t16.xxxx)).x != 0u) {
            {
                uint tgsi_w = (imms[2].yyyy).x >> 2;
                uvec4 tgsi_v = floatBitsToUint(t15);
                if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
            }
        }
    } else {
        t17.x = (uintBitsToFloat(imms[1].yyyy)).x;
        t19.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((imms[1].zzzz).x != 0u)).xyxy)).xy;
        t20.x = (uintBitsToFloat(imms[1].yyyy)).x;
        for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
            t24.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(t20.xxxx), floatBitsToUint(svs[1].xxxx))))).x;
            if ((floatBitsToUint(t24.xxxx)).x != 0u) {
                break;
            }
            t21.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t20.xxxx), imms[1].wwww)))).x;
            t21.x = (mix(t19.yyyy, t19.xxxx, notEqual(floatBitsToUint(t21.xxxx), uvec4(0u)))).x;
            t22.x = (uintBitsToFloat(floatBitsToUint(t21.xxxx) >> (floatBitsToUint(t20.xxxx) & 31u))).x;
            t22.x = (uintBitsToFloat(floatBitsToUint(t22.xxxx) & imms[2].xxxx)).x;
            t23.x = (uintBitsToFloat(readInvocationARB(imms[0].wwww, (floatBitsToUint(t20.xxxx)).x))).x;
            t18.x = (t17 + t23).x;
            t25.x = (uintBitsToFloat(uvec4(packHalf2x16((t18).xy)))).x;
            t26.x = ((unpackHalf2x16((floatBitsToUint(t25.xxxx)).x)).xyxy).x;
            t17.x = (mix(t17, t26, notEqual(floatBitsToUint(t22.xxxx), uvec4(0u)))).x;
            t20.x = (uintBitsToFloat(floatBitsToUint(t20.xxxx) + imms[2].xxxx)).x;
        }
        t0 = t17;
        t27.x = (uintBitsToFloat(imms[1].yyyy)).x;
        t29.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((imms[1].zzzz).x != 0u)).xyxy)).xy;
        t30.x = (uintBitsToFloat(imms[1].yyyy)).x;
        for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
            t34.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(t30.xxxx), floatBitsToUint(svs[1].xxxx))))).x;
            if ((floatBitsToUint(t34.xxxx)).x != 0u) {
                break;
            }
            t31.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t30.xxxx), imms[1].wwww)))).x;
            t31.x = (mix(t29.yyyy, t29.xxxx, notEqual(floatBitsToUint(t31.xxxx), uvec4(0u)))).x;
            t32.x = (uintBitsToFloat(floatBitsToUint(t31.xxxx) >> (floatBitsToUint(t30.xxxx) & 31u))).x;
            t32.x = (uintBitsToFloat(floatBitsToUint(t32.xxxx) & imms[2].xxxx)).x;
            t33.x = (uintBitsToFloat(readInvocationARB(imms[0].wwww, (floatBitsToUint(t30.xxxx)).x))).x;
            t35.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t30.xxxx), floatBitsToUint(svs[0].xxxx))))).x;
            t32.x = (uintBitsToFloat(floatBitsToUint(t32.xxxx) & floatBitsToUint(t35.xxxx))).x;
            t28.x = (t27 + t33).x;
            t36.x = (uintBitsToFloat(uvec4(packHalf2x16((t28).xy)))).x;
            t37.x = ((unpackHalf2x16((floatBitsToUint(t36.xxxx)).x)).xyxy).x;
            t27.x = (mix(t27, t37, notEqual(floatBitsToUint(t32.xxxx), uvec4(0u)))).x;
            t30.x = (uintBitsToFloat(floatBitsToUint(t30.xxxx) + imms[2].xxxx)).x;
        }
        t38.x = (uintBitsToFloat(imms[1].xxxx + floatBitsToUint(svs[0]))).x;
        t39.x = (uintBitsToFloat(floatBitsToUint(t38.xxxx) * imms[2].zzzz)).x;
        t40.x = (t27 + uintBitsToFloat(imms[0].wwww)).x;
        t41.x = (uintBitsToFloat(uvec4(packHalf2x16((t40).xy)))).x;
        t42.x = ((unpackHalf2x16((floatBitsToUint(t41.xxxx)).x)).xyxy).x;
        {
            uint tgsi_w = (floatBitsToUint(t39.xxxx)).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t42);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
    }
    t43.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(svs[0]), imms[1].yyyy)))).x;
    if ((floatBitsToUint(t43.xxxx)).x != 0u) {
        t44.x = (vec4(floatBitsToUint(svs[1]))).x;
        {
            uint tgsi_w = (imms[1].yyyy).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t44);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
    }
    t45.x = (uintBitsToFloat(imms[2].xxxx + floatBitsToUint(svs[0]))).x;
    t46.x = (uintBitsToFloat(floatBitsToUint(t45.xxxx) * imms[2].zzzz)).x;
    {
        uint tgsi_w = (floatBitsToUint(t46.xxxx)).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t0);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
