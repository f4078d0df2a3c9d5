#version 450 core
// Translated from TGSI by Tungsten (COMP, 21 instructions)
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
vec4 svs[1];
const uvec4 imms[1] = uvec4[1](
    uvec4(1u, 8u, 0u, 4u));
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
    svs[0] = uintBitsToFloat(uvec4(gl_LocalInvocationID, 0u));
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0.x = (uintBitsToFloat(floatBitsToUint(svs[0].zzzz) * imms[0].xxxx + floatBitsToUint(svs[0].yyyy))).x;
    t0.x = (uintBitsToFloat(floatBitsToUint(t0.xxxx) * imms[0].yyyy + floatBitsToUint(svs[0].xxxx))).x;
    t1 = uintBitsToFloat(imms[0].zzzz);
    t2 = uintBitsToFloat(imms[0].zzzz);
    t1 = uintBitsToFloat(imms[0].zzzz);
    t2 = uintBitsToFloat(imms[0].zzzz);
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t6.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t2.xxxx), floatBitsToUint(t0))))).x;
        t7.x = (uintBitsToFloat(~floatBitsToUint(t6))).x;
        if ((floatBitsToUint(t7.xxxx)).x != 0u) {
            break;
        }
        t10.x = (uintBitsToFloat(floatBitsToUint(t2.xxxx) + imms[0].xxxx)).x;
        t11.x = (uintBitsToFloat(floatBitsToUint(t1.xxxx) + floatBitsToUint(t10))).x;
        t1 = t11;
        t13.x = (uintBitsToFloat(floatBitsToUint(t2.xxxx) + imms[0].xxxx)).x;
        t2 = t13;
    }
    t14.x = (uintBitsToFloat(floatBitsToUint(t0.xxxx) * imms[0].wwww)).x;
    {
        uint tgsi_w = (floatBitsToUint(t14.xxxx)).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t1);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
