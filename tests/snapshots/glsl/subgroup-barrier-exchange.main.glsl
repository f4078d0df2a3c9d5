#version 450 core
#extension GL_ARB_shader_ballot : require
// Translated from TGSI by Tungsten (COMP, 26 instructions)
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
vec4 svs[3];
const uvec4 imms[2] = uvec4[2](
    uvec4(1u, 8u, 4u, 32u),
    uvec4(0u, 14u, 7u, 0u));
shared uint tgsi_shared[8];
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
    svs[0] = uintBitsToFloat(uvec4(gl_SubGroupInvocationARB, 0u, 0u, 0u));
    svs[1] = uintBitsToFloat(uvec4(uint(gl_SubGroupSizeARB), 0u, 0u, 0u));
    svs[2] = uintBitsToFloat(uvec4(gl_LocalInvocationID, 0u));
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t1.x = (uintBitsToFloat(floatBitsToUint(svs[2].zzzz) * imms[0].xxxx + floatBitsToUint(svs[2].yyyy))).x;
    t1.x = (uintBitsToFloat(floatBitsToUint(t1.xxxx) * imms[0].yyyy + floatBitsToUint(svs[2].xxxx))).x;
    t0.x = (uintBitsToFloat(floatBitsToUint(t1.xxxx) * imms[0].zzzz)).x;
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t2.x = (intBitsToFloat(-ivec4(greaterThanEqual(floatBitsToUint(t0.xxxx), imms[0].wwww)))).x;
        if ((t2.xxxx).x != 0.0) {
            break;
        }
        {
            uint tgsi_w = (floatBitsToUint(t0.xxxx)).x >> 2;
            uvec4 tgsi_v = imms[1].xxxx;
            if (tgsi_w + 0u < 8u) tgsi_shared[tgsi_w + 0u] = tgsi_v.x;
        }
        t0.x = (uintBitsToFloat(floatBitsToUint(t0.xxxx) + imms[0].wwww)).x;
    }
    barrier();
    t3.x = (uintBitsToFloat(floatBitsToUint(svs[0].xxxx) * imms[0].zzzz)).x;
    {
        uint tgsi_w = (floatBitsToUint(t3.xxxx)).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(svs[0]);
        if (tgsi_w + 0u < 8u) tgsi_shared[tgsi_w + 0u] = tgsi_v.x;
    }
    memoryBarrierAtomicCounter();
    memoryBarrierImage();
    memoryBarrierShared();
    t4.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(svs[0]), imms[1].xxxx)))).x;
    if ((floatBitsToUint(t4.xxxx)).x != 0u) {
        {
            uint tgsi_w = (imms[1].xxxx).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(svs[1]);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
    }
    t5.x = (uintBitsToFloat(imms[0].xxxx + floatBitsToUint(svs[0]))).x;
    t6.x = (uintBitsToFloat(floatBitsToUint(t5.xxxx) * imms[0].zzzz)).x;
    t7.x = (uintBitsToFloat(imms[1].zzzz + (-floatBitsToUint(svs[0])))).x;
    t8.x = (uintBitsToFloat(floatBitsToUint(t7.xxxx) * imms[0].zzzz)).x;
    {
        uint tgsi_o = (floatBitsToUint(t8.xxxx)).x;
        uvec4 tgsi_v = uvec4(0u);
        if (8u >= 1u && tgsi_o <= (8u - 1u) * 4u) {
            uint tgsi_w = tgsi_o >> 2;
            tgsi_v.x = tgsi_shared[tgsi_w + 0u];
        }
        t9.x = (uintBitsToFloat(tgsi_v)).x;
    }
    {
        uint tgsi_w = (floatBitsToUint(t6.xxxx)).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t9);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
