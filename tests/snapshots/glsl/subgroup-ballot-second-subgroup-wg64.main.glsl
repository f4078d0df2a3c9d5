#version 450 core
#extension GL_ARB_gpu_shader_int64 : require
#extension GL_ARB_shader_ballot : require
// Translated from TGSI by Tungsten (COMP, 13 instructions)
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;
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
vec4 svs[3];
const uvec4 imms[2] = uvec4[2](
    uvec4(1u, 64u, 3u, 0u),
    uvec4(4u, 0u, 0u, 0u));
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
uvec4 tgsi_udiv(uvec4 a, uvec4 b) {
    return (a / max(b, uvec4(1u))) | uvec4(-ivec4(equal(b, uvec4(0u))));
}
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
    svs[0] = uintBitsToFloat(uvec4(gl_LocalInvocationID, 0u));
    svs[1] = uintBitsToFloat(uvec4(uint(gl_SubGroupSizeARB), 0u, 0u, 0u));
    svs[2] = uintBitsToFloat(uvec4(gl_SubGroupInvocationARB, 0u, 0u, 0u));
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0.x = (uintBitsToFloat(floatBitsToUint(svs[0].zzzz) * imms[0].xxxx + floatBitsToUint(svs[0].yyyy))).x;
    t0.x = (uintBitsToFloat(floatBitsToUint(t0.xxxx) * imms[0].yyyy + floatBitsToUint(svs[0].xxxx))).x;
    t1.x = (uintBitsToFloat(tgsi_udiv(floatBitsToUint(t0.xxxx), floatBitsToUint(svs[1].xxxx)))).x;
    t2.x = (uintBitsToFloat(tgsi_umod(floatBitsToUint(t0), imms[0].zzzz))).x;
    t5.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t2), imms[0].wwww)))).x;
    t6.xy = (uintBitsToFloat(unpackUint2x32(ballotARB((floatBitsToUint(t5.xxxx)).x != 0u)).xyxy)).xy;
    t7.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(svs[2]), imms[0].wwww)))).x;
    if ((floatBitsToUint(t7.xxxx)).x != 0u) {
        t8.x = (uintBitsToFloat(imms[0].xxxx + (-floatBitsToUint(t1)))).x;
        t9.x = (uintBitsToFloat(floatBitsToUint(t8.xxxx) * imms[1].xxxx)).x;
        {
            uint tgsi_w = (floatBitsToUint(t9.xxxx)).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t6.xxxx);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
    }
    tgsi_store_outputs();
}
