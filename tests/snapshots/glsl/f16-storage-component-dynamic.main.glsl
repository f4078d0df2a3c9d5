#version 450 core
// Translated from TGSI by Tungsten (COMP, 41 instructions)
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
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
const uvec4 imms[4] = uvec4[4](
    uvec4(0u, 4u, 2u, 65535u),
    uvec4(1065353216u, 1073741824u, 1077936128u, 1082130432u),
    uvec4(1091567616u, 0u, 0u, 0u),
    uvec4(3u, 4294967292u, 8u, 0u));
layout(std430, binding = 1) buffer tgsi_cs_buffer1 { uint data[]; } tgsi_buf1;
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
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    {
        uint tgsi_o = (imms[0].xxxx).x;
        uvec4 tgsi_v = uvec4(0u);
        if (uint(tgsi_buf1.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf1.data.length()) - 1u) * 4u) {
            uint tgsi_w = tgsi_o >> 2;
            tgsi_v.x = tgsi_buf1.data[tgsi_w + 0u];
        }
        t0.x = (uintBitsToFloat(tgsi_v)).x;
    }
    t2.x = (uintBitsToFloat(uvec4(packHalf2x16((uintBitsToFloat(imms[1].xyxx)).xy)))).x;
    {
        uint tgsi_w = (imms[0].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t2);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t4.x = (uintBitsToFloat(uvec4(packHalf2x16((uintBitsToFloat(imms[1].zwzz)).xy)))).x;
    {
        uint tgsi_w = (imms[0].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t4);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t5.x = (uintBitsToFloat(floatBitsToUint(t0.xxxx) * imms[0].zzzz)).x;
    t6.x = (uintBitsToFloat(floatBitsToUint(t5.xxxx) + imms[0].yyyy)).x;
    t7.x = (uintBitsToFloat(uvec4(packHalf2x16((uintBitsToFloat(imms[2].xxxx)).xy)))).x;
    t7.x = (uintBitsToFloat(floatBitsToUint(t7.xxxx) & imms[0].wwww)).x;
    t8.x = (uintBitsToFloat(floatBitsToUint(t6.xxxx) & imms[0].zzzz)).x;
    t8.x = (uintBitsToFloat(floatBitsToUint(t8.xxxx) << (imms[3].xxxx & 31u))).x;
    t7.x = (uintBitsToFloat(floatBitsToUint(t7.xxxx) << (floatBitsToUint(t8.xxxx) & 31u))).x;
    t9.x = (uintBitsToFloat(imms[0].wwww << (floatBitsToUint(t8.xxxx) & 31u))).x;
    t9.x = (uintBitsToFloat(~floatBitsToUint(t9.xxxx))).x;
    t10.x = (uintBitsToFloat(floatBitsToUint(t6.xxxx) & imms[3].yyyy)).x;
    {
        uint tgsi_o = (floatBitsToUint(t10.xxxx)).x;
        uint tgsi_a = (floatBitsToUint(t9.xxxx)).x;
        uint tgsi_r = 0u;
        if (uint(tgsi_buf0.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf0.data.length()) - 1u) * 4u) {
            tgsi_r = atomicAnd(tgsi_buf0.data[tgsi_o >> 2], tgsi_a);
        }
        t11.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    {
        uint tgsi_o = (floatBitsToUint(t10.xxxx)).x;
        uint tgsi_a = (floatBitsToUint(t7.xxxx)).x;
        uint tgsi_r = 0u;
        if (uint(tgsi_buf0.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf0.data.length()) - 1u) * 4u) {
            tgsi_r = atomicOr(tgsi_buf0.data[tgsi_o >> 2], tgsi_a);
        }
        t11.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    t12.x = (uintBitsToFloat(floatBitsToUint(t0.xxxx) * imms[0].zzzz)).x;
    t13.x = (uintBitsToFloat(floatBitsToUint(t0.xxxx) * imms[0].zzzz)).x;
    t15.x = (uintBitsToFloat(floatBitsToUint(t13.xxxx) + imms[0].yyyy)).x;
    t17.x = (uintBitsToFloat(floatBitsToUint(t15.xxxx) & imms[3].yyyy)).x;
    {
        uint tgsi_o = (floatBitsToUint(t17.xxxx)).x;
        uvec4 tgsi_v = uvec4(0u);
        if (uint(tgsi_buf0.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf0.data.length()) - 1u) * 4u) {
            uint tgsi_w = tgsi_o >> 2;
            tgsi_v.x = tgsi_buf0.data[tgsi_w + 0u];
        }
        t16.x = (uintBitsToFloat(tgsi_v)).x;
    }
    t18.x = (uintBitsToFloat(floatBitsToUint(t15.xxxx) & imms[0].zzzz)).x;
    t18.x = (uintBitsToFloat(floatBitsToUint(t18.xxxx) << (imms[3].xxxx & 31u))).x;
    t19.x = (uintBitsToFloat(floatBitsToUint(t16.xxxx) >> (floatBitsToUint(t18.xxxx) & 31u))).x;
    t14.x = ((unpackHalf2x16((floatBitsToUint(t19.xxxx)).x)).xyxy).x;
    t20.x = (t14 + (-uintBitsToFloat(imms[1].xxxx))).x;
    t21.x = (uintBitsToFloat(uvec4(packHalf2x16((t20).xy)))).x;
    t22.x = ((unpackHalf2x16((floatBitsToUint(t21.xxxx)).x)).xyxy).x;
    t23.x = (uintBitsToFloat(floatBitsToUint(t12.xxxx) + imms[3].zzzz)).x;
    t24.x = (uintBitsToFloat(uvec4(packHalf2x16((t22.xxxx).xy)))).x;
    t24.x = (uintBitsToFloat(floatBitsToUint(t24.xxxx) & imms[0].wwww)).x;
    t25.x = (uintBitsToFloat(floatBitsToUint(t23.xxxx) & imms[0].zzzz)).x;
    t25.x = (uintBitsToFloat(floatBitsToUint(t25.xxxx) << (imms[3].xxxx & 31u))).x;
    t24.x = (uintBitsToFloat(floatBitsToUint(t24.xxxx) << (floatBitsToUint(t25.xxxx) & 31u))).x;
    t26.x = (uintBitsToFloat(imms[0].wwww << (floatBitsToUint(t25.xxxx) & 31u))).x;
    t26.x = (uintBitsToFloat(~floatBitsToUint(t26.xxxx))).x;
    t27.x = (uintBitsToFloat(floatBitsToUint(t23.xxxx) & imms[3].yyyy)).x;
    {
        uint tgsi_o = (floatBitsToUint(t27.xxxx)).x;
        uint tgsi_a = (floatBitsToUint(t26.xxxx)).x;
        uint tgsi_r = 0u;
        if (uint(tgsi_buf0.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf0.data.length()) - 1u) * 4u) {
            tgsi_r = atomicAnd(tgsi_buf0.data[tgsi_o >> 2], tgsi_a);
        }
        t28.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    {
        uint tgsi_o = (floatBitsToUint(t27.xxxx)).x;
        uint tgsi_a = (floatBitsToUint(t24.xxxx)).x;
        uint tgsi_r = 0u;
        if (uint(tgsi_buf0.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf0.data.length()) - 1u) * 4u) {
            tgsi_r = atomicOr(tgsi_buf0.data[tgsi_o >> 2], tgsi_a);
        }
        t28.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    tgsi_store_outputs();
}
