#version 450 core
// Translated from TGSI by Tungsten (COMP, 17 instructions)
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
precise vec4 t0;
precise vec4 t1;
precise vec4 t2;
precise vec4 t3;
precise vec4 t4;
precise vec4 t5;
precise vec4 t6;
precise vec4 t7;
const uvec4 imms[4] = uvec4[4](
    uvec4(0u, 67305985u, 4261609217u, 8u),
    uvec4(0u, 8u, 16u, 24u),
    uvec4(1020u, 0u, 0u, 0u),
    uvec4(4u, 0u, 0u, 0u));
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
ivec4 tgsi_ibfe(ivec4 v, ivec4 off, ivec4 w) {
    ivec4 r;
    for (int i = 0; i < 4; i++) {
        int width = w[i];
        int offset = off[i] & 31;
        if (width == 32 && offset == 0) {
            r[i] = v[i];
        } else {
            width &= 31;
            if (width == 0) {
                r[i] = 0;
            } else if (width + offset < 32) {
                r[i] = (v[i] << (32 - width - offset)) >> (32 - width);
            } else {
                r[i] = v[i] >> offset;
            }
        }
    }
    return r;
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
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0 = uintBitsToFloat(imms[0].xxxx);
    t1 = uintBitsToFloat(imms[0].xxxx);
    t0 = uintBitsToFloat(imms[0].yyyy);
    t1 = uintBitsToFloat(imms[0].zzzz);
    t2 = t0;
    t3 = t1;
    t5 = intBitsToFloat(tgsi_ibfe(floatBitsToInt(t2.xxxx), ivec4(imms[1]), ivec4(imms[0].wwww)));
    t6 = intBitsToFloat(tgsi_ibfe(floatBitsToInt(t3.xxxx), ivec4(imms[1]), ivec4(imms[0].wwww)));
    t5 = uintBitsToFloat(floatBitsToUint(t5) * floatBitsToUint(t6));
    t7.x = (t5.xxxx).x;
    t7.x = (uintBitsToFloat(floatBitsToUint(t7.xxxx) + floatBitsToUint(t5.yyyy))).x;
    t7.x = (uintBitsToFloat(floatBitsToUint(t7.xxxx) + floatBitsToUint(t5.zzzz))).x;
    t7.x = (uintBitsToFloat(floatBitsToUint(t7.xxxx) + floatBitsToUint(t5.wwww))).x;
    t4.x = (t7.xxxx).x;
    {
        uint tgsi_w = (imms[0].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t4);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[3].xxxx).x >> 2;
        uvec4 tgsi_v = imms[2].xxxx;
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
