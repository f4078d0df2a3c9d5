#version 450 core
// Translated from TGSI by Tungsten (COMP, 36 instructions)
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
const uvec4 imms[4] = uvec4[4](
    uvec4(0u, 65535u, 16u, 4u),
    uvec4(1082130432u, 1065353216u, 1073741824u, 1077936128u),
    uvec4(4294901760u, 12u, 8u, 0u),
    uvec4(1088421888u, 1084227584u, 1086324736u, 0u));
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
    t1.x = (vec4(floatBitsToUint(t0))).x;
    t2.x = (uintBitsToFloat(uvec4(packHalf2x16((t1).xy)))).x;
    t3.x = ((unpackHalf2x16((floatBitsToUint(t2.xxxx)).x)).xyxy).x;
    t4.x = (uintBitsToFloat(imms[1].xxxx) * t3).x;
    t5.x = (uintBitsToFloat(uvec4(packHalf2x16((t4).xy)))).x;
    t6.x = ((unpackHalf2x16((floatBitsToUint(t5.xxxx)).x)).xyxy).x;
    t7.x = (uintBitsToFloat(uvec4(packHalf2x16((t6.xxxx).xy)))).x;
    t7.x = (uintBitsToFloat(floatBitsToUint(t7.xxxx) & imms[0].yyyy)).x;
    t7.x = (uintBitsToFloat(floatBitsToUint(t7.xxxx) << (imms[0].zzzz & 31u))).x;
    {
        uint tgsi_o = (imms[0].wwww).x;
        uint tgsi_a = (imms[0].yyyy).x;
        uint tgsi_r = 0u;
        if (uint(tgsi_buf0.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf0.data.length()) - 1u) * 4u) {
            tgsi_r = atomicAnd(tgsi_buf0.data[tgsi_o >> 2], tgsi_a);
        }
        t8.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    {
        uint tgsi_o = (imms[0].wwww).x;
        uint tgsi_a = (floatBitsToUint(t7.xxxx)).x;
        uint tgsi_r = 0u;
        if (uint(tgsi_buf0.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf0.data.length()) - 1u) * 4u) {
            tgsi_r = atomicOr(tgsi_buf0.data[tgsi_o >> 2], tgsi_a);
        }
        t8.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    t10.xyz = (uintBitsToFloat(imms[1].yzwy) * t3.xxxx).xyz;
    t11.x = (uintBitsToFloat(uvec4(packHalf2x16((t10).xy)))).x;
    t11.y = (uintBitsToFloat(uvec4(packHalf2x16((t10.zwzw).xy)))).y;
    t12.xy = ((unpackHalf2x16((floatBitsToUint(t11.xxxx)).x)).xyxy).xy;
    t12.z = ((unpackHalf2x16((floatBitsToUint(t11.yyyy)).x)).xyxy).z;
    t13.x = (uintBitsToFloat(uvec4(packHalf2x16((t12).xy)))).x;
    {
        uint tgsi_w = (imms[0].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t13);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t14.x = (uintBitsToFloat(uvec4(packHalf2x16((t12.zzzz).xy)))).x;
    t14.x = (uintBitsToFloat(floatBitsToUint(t14.xxxx) & imms[0].yyyy)).x;
    {
        uint tgsi_o = (imms[0].wwww).x;
        uint tgsi_a = (imms[2].xxxx).x;
        uint tgsi_r = 0u;
        if (uint(tgsi_buf0.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf0.data.length()) - 1u) * 4u) {
            tgsi_r = atomicAnd(tgsi_buf0.data[tgsi_o >> 2], tgsi_a);
        }
        t15.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    {
        uint tgsi_o = (imms[0].wwww).x;
        uint tgsi_a = (floatBitsToUint(t14.xxxx)).x;
        uint tgsi_r = 0u;
        if (uint(tgsi_buf0.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf0.data.length()) - 1u) * 4u) {
            tgsi_r = atomicOr(tgsi_buf0.data[tgsi_o >> 2], tgsi_a);
        }
        t15.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    t16.x = (uintBitsToFloat(imms[3].xxxx) * t3).x;
    t17.x = (uintBitsToFloat(uvec4(packHalf2x16((t16).xy)))).x;
    t18.x = ((unpackHalf2x16((floatBitsToUint(t17.xxxx)).x)).xyxy).x;
    t19.x = (uintBitsToFloat(uvec4(packHalf2x16((t18.xxxx).xy)))).x;
    t19.x = (uintBitsToFloat(floatBitsToUint(t19.xxxx) & imms[0].yyyy)).x;
    {
        uint tgsi_o = (imms[2].yyyy).x;
        uint tgsi_a = (imms[2].xxxx).x;
        uint tgsi_r = 0u;
        if (uint(tgsi_buf0.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf0.data.length()) - 1u) * 4u) {
            tgsi_r = atomicAnd(tgsi_buf0.data[tgsi_o >> 2], tgsi_a);
        }
        t20.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    {
        uint tgsi_o = (imms[2].yyyy).x;
        uint tgsi_a = (floatBitsToUint(t19.xxxx)).x;
        uint tgsi_r = 0u;
        if (uint(tgsi_buf0.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf0.data.length()) - 1u) * 4u) {
            tgsi_r = atomicOr(tgsi_buf0.data[tgsi_o >> 2], tgsi_a);
        }
        t20.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    t22.xy = (uintBitsToFloat(imms[3].yzyy) * t3.xxxx).xy;
    t23.x = (uintBitsToFloat(uvec4(packHalf2x16((t22).xy)))).x;
    t24.xy = ((unpackHalf2x16((floatBitsToUint(t23.xxxx)).x)).xyxy).xy;
    t25.x = (uintBitsToFloat(uvec4(packHalf2x16((t24).xy)))).x;
    {
        uint tgsi_w = (imms[2].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t25);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
