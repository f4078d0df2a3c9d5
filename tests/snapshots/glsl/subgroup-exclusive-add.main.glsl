#version 450 core
#extension GL_ARB_gpu_shader_int64 : require
#extension GL_ARB_shader_ballot : require
// Translated from TGSI by Tungsten (COMP, 28 instructions)
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
vec4 svs[2];
const uvec4 imms[2] = uvec4[2](
    uvec4(1u, 0u, 4294967295u, 32u),
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
    svs[0] = uintBitsToFloat(uvec4(gl_SubGroupInvocationARB, 0u, 0u, 0u));
    svs[1] = uintBitsToFloat(uvec4(uint(gl_SubGroupSizeARB), 0u, 0u, 0u));
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0.x = (uintBitsToFloat(floatBitsToUint(svs[0]) + imms[0].xxxx)).x;
    t1.x = (uintBitsToFloat(imms[0].yyyy)).x;
    t3.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((imms[0].zzzz).x != 0u)).xyxy)).xy;
    t4.x = (uintBitsToFloat(imms[0].yyyy)).x;
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
        t9.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t4.xxxx), floatBitsToUint(svs[0].xxxx))))).x;
        t6.x = (uintBitsToFloat(floatBitsToUint(t6.xxxx) & floatBitsToUint(t9.xxxx))).x;
        t2.x = (uintBitsToFloat(floatBitsToUint(t1) + floatBitsToUint(t7))).x;
        t1.x = (mix(t1, t2, notEqual(floatBitsToUint(t6.xxxx), uvec4(0u)))).x;
        t4.x = (uintBitsToFloat(floatBitsToUint(t4.xxxx) + imms[0].xxxx)).x;
    }
    t10.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(svs[0]), imms[0].yyyy)))).x;
    if ((floatBitsToUint(t10.xxxx)).x != 0u) {
        {
            uint tgsi_w = (imms[0].yyyy).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(svs[1]);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
    }
    t11.x = (uintBitsToFloat(imms[0].xxxx + floatBitsToUint(svs[0]))).x;
    t12.x = (uintBitsToFloat(floatBitsToUint(t11.xxxx) * imms[1].xxxx)).x;
    {
        uint tgsi_w = (floatBitsToUint(t12.xxxx)).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t1);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
