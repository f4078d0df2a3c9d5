#version 450 core
#extension GL_ARB_gpu_shader_int64 : require
#extension GL_ARB_shader_ballot : require
// Translated from TGSI by Tungsten (COMP, 43 instructions)
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
vec4 svs[2];
const uvec4 imms[5] = uvec4[5](
    uvec4(1073741824u, 1077936128u, 0u, 0u),
    uvec4(1u, 0u, 0u, 0u),
    uvec4(0u, 4294967295u, 32u, 1u),
    uvec4(4u, 8u, 12u, 16u),
    uvec4(20u, 24u, 28u, 0u));
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
float tgsi_div(float a, float b) {
    if (isnan(a) || isnan(b) || isinf(a) || isinf(b) || b == 0.0) {
        if (isnan(a) || isnan(b) || (a == 0.0 && b == 0.0) || (isinf(a) && isinf(b))) {
            return uintBitsToFloat(0x7fc00000u);
        }
        uint sign = (floatBitsToUint(a) ^ floatBitsToUint(b)) & 0x80000000u;
        return uintBitsToFloat(sign | (isinf(a) || b == 0.0 ? 0x7f800000u : 0u));
    }
    precise float q = abs(b) > uintBitsToFloat(0x7e800000u) ? (a * 0.25) / (b * 0.25) : a / b;
    return q;
}
vec4 tgsi_div(vec4 a, vec4 b) {
    return vec4(tgsi_div(a.x, b.x), tgsi_div(a.y, b.y), tgsi_div(a.z, b.z), tgsi_div(a.w, b.w));
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
    svs[0] = uintBitsToFloat(uvec4(gl_SubGroupInvocationARB, 0u, 0u, 0u));
    svs[1] = uintBitsToFloat(uvec4(uint(gl_SubGroupSizeARB), 0u, 0u, 0u));
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0.x = (vec4(floatBitsToUint(svs[0]))).x;
    t1.x = (tgsi_div(t0, uintBitsToFloat(imms[0].xxxx))).x;
    t3.x = (t0.xxxx).x;
    t3.y = (t1.xxxx).y;
    t3.z = ((-t0.xxxx)).z;
    t3.w = (uintBitsToFloat(imms[0].yyyy)).w;
    t4.x = (uintBitsToFloat(floatBitsToUint(svs[0]) ^ imms[1].xxxx)).x;
    t5 = uintBitsToFloat(imms[2].xxxx);
    t7.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((imms[2].yyyy).x != 0u)).xyxy)).xy;
    t8.x = (uintBitsToFloat(imms[2].xxxx)).x;
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t12.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(t8.xxxx), floatBitsToUint(svs[1].xxxx))))).x;
        if ((floatBitsToUint(t12.xxxx)).x != 0u) {
            break;
        }
        t9.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t8.xxxx), imms[2].zzzz)))).x;
        t9.x = (mix(t7.yyyy, t7.xxxx, notEqual(floatBitsToUint(t9.xxxx), uvec4(0u)))).x;
        t10.x = (uintBitsToFloat(floatBitsToUint(t9.xxxx) >> (floatBitsToUint(t8.xxxx) & 31u))).x;
        t10.x = (uintBitsToFloat(floatBitsToUint(t10.xxxx) & imms[2].wwww)).x;
        t11 = uintBitsToFloat(readInvocationARB(floatBitsToUint(t3), (floatBitsToUint(t8.xxxx)).x));
        t13.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t8.xxxx), floatBitsToUint(t4.xxxx))))).x;
        t10.x = (uintBitsToFloat(floatBitsToUint(t10.xxxx) & floatBitsToUint(t13.xxxx))).x;
        t5 = mix(t5, t11, notEqual(floatBitsToUint(t10.xxxx), uvec4(0u)));
        t8.x = (uintBitsToFloat(floatBitsToUint(t8.xxxx) + imms[2].wwww)).x;
    }
    t14.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(svs[0]), imms[2].xxxx)))).x;
    if ((floatBitsToUint(t14.xxxx)).x != 0u) {
        t15.x = (vec4(floatBitsToUint(svs[1]))).x;
        {
            uint tgsi_w = (imms[2].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t15);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint tgsi_w = (imms[3].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t5.xxxx);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint tgsi_w = (imms[3].yyyy).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t5.yyyy);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint tgsi_w = (imms[3].zzzz).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t5.zzzz);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint tgsi_w = (imms[3].wwww).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t5.wwww);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
    }
    t16.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(svs[0]), imms[2].wwww)))).x;
    if ((floatBitsToUint(t16.xxxx)).x != 0u) {
        {
            uint tgsi_w = (imms[4].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t5.xxxx);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint tgsi_w = (imms[4].yyyy).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t5.yyyy);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t17.x = (abs(t5.zzzz)).x;
        {
            uint tgsi_w = (imms[4].zzzz).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t17);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        {
            uint tgsi_w = (imms[2].zzzz).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t5.wwww);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
    }
    tgsi_store_outputs();
}
