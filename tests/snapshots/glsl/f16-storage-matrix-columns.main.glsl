#version 450 core
// Translated from TGSI by Tungsten (COMP, 53 instructions)
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
precise vec4 t29;
precise vec4 t30;
const uvec4 imms[5] = uvec4[5](
    uvec4(0u, 65535u, 4294901760u, 4u),
    uvec4(1065353216u, 1073741824u, 1077936128u, 1082130432u),
    uvec4(1084227584u, 1086324736u, 1088421888u, 1090519040u),
    uvec4(1091567616u, 0u, 0u, 0u),
    uvec4(8u, 12u, 16u, 20u));
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
    t29 = vec4(0.0);
    t30 = vec4(0.0);
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
    t4.x = (uintBitsToFloat(imms[1].xxxx)).x;
    t4.y = (uintBitsToFloat(imms[1].yyyy)).y;
    t4.z = (uintBitsToFloat(imms[1].zzzz)).z;
    t5.x = (uintBitsToFloat(imms[1].wwww)).x;
    t5.y = (uintBitsToFloat(imms[2].xxxx)).y;
    t5.z = (uintBitsToFloat(imms[2].yyyy)).z;
    t6.x = (uintBitsToFloat(imms[2].zzzz)).x;
    t6.y = (uintBitsToFloat(imms[2].wwww)).y;
    t6.z = (uintBitsToFloat(imms[3].xxxx)).z;
    t7 = t4;
    t8 = t5;
    t9 = t6;
    t10 = t7 * t3.xxxx;
    t11 = t8 * t3.xxxx;
    t12 = t9 * t3.xxxx;
    t16.x = (uintBitsToFloat(uvec4(packHalf2x16((t10).xy)))).x;
    t16.y = (uintBitsToFloat(uvec4(packHalf2x16((t10.zwzw).xy)))).y;
    t17.xy = ((unpackHalf2x16((floatBitsToUint(t16.xxxx)).x)).xyxy).xy;
    t17.z = ((unpackHalf2x16((floatBitsToUint(t16.yyyy)).x)).xyxy).z;
    t13.xyz = (t17).xyz;
    t18.x = (uintBitsToFloat(uvec4(packHalf2x16((t11).xy)))).x;
    t18.y = (uintBitsToFloat(uvec4(packHalf2x16((t11.zwzw).xy)))).y;
    t19.xy = ((unpackHalf2x16((floatBitsToUint(t18.xxxx)).x)).xyxy).xy;
    t19.z = ((unpackHalf2x16((floatBitsToUint(t18.yyyy)).x)).xyxy).z;
    t14.xyz = (t19).xyz;
    t20.x = (uintBitsToFloat(uvec4(packHalf2x16((t12).xy)))).x;
    t20.y = (uintBitsToFloat(uvec4(packHalf2x16((t12.zwzw).xy)))).y;
    t21.xy = ((unpackHalf2x16((floatBitsToUint(t20.xxxx)).x)).xyxy).xy;
    t21.z = ((unpackHalf2x16((floatBitsToUint(t20.yyyy)).x)).xyxy).z;
    t15.xyz = (t21).xyz;
    t22.x = (uintBitsToFloat(uvec4(packHalf2x16((t13).xy)))).x;
    {
        uint tgsi_w = (imms[0].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t22);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t23.x = (uintBitsToFloat(uvec4(packHalf2x16((t13.zzzz).xy)))).x;
    t23.x = (uintBitsToFloat(floatBitsToUint(t23.xxxx) & imms[0].yyyy)).x;
    {
        uint tgsi_o = (imms[0].wwww).x;
        uint tgsi_a = (imms[0].zzzz).x;
        uint tgsi_r = 0u;
        if (uint(tgsi_buf0.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf0.data.length()) - 1u) * 4u) {
            tgsi_r = atomicAnd(tgsi_buf0.data[tgsi_o >> 2], tgsi_a);
        }
        t24.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    {
        uint tgsi_o = (imms[0].wwww).x;
        uint tgsi_a = (floatBitsToUint(t23.xxxx)).x;
        uint tgsi_r = 0u;
        if (uint(tgsi_buf0.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf0.data.length()) - 1u) * 4u) {
            tgsi_r = atomicOr(tgsi_buf0.data[tgsi_o >> 2], tgsi_a);
        }
        t24.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    t25.x = (uintBitsToFloat(uvec4(packHalf2x16((t14).xy)))).x;
    {
        uint tgsi_w = (imms[4].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t25);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t26.x = (uintBitsToFloat(uvec4(packHalf2x16((t14.zzzz).xy)))).x;
    t26.x = (uintBitsToFloat(floatBitsToUint(t26.xxxx) & imms[0].yyyy)).x;
    {
        uint tgsi_o = (imms[4].yyyy).x;
        uint tgsi_a = (imms[0].zzzz).x;
        uint tgsi_r = 0u;
        if (uint(tgsi_buf0.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf0.data.length()) - 1u) * 4u) {
            tgsi_r = atomicAnd(tgsi_buf0.data[tgsi_o >> 2], tgsi_a);
        }
        t27.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    {
        uint tgsi_o = (imms[4].yyyy).x;
        uint tgsi_a = (floatBitsToUint(t26.xxxx)).x;
        uint tgsi_r = 0u;
        if (uint(tgsi_buf0.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf0.data.length()) - 1u) * 4u) {
            tgsi_r = atomicOr(tgsi_buf0.data[tgsi_o >> 2], tgsi_a);
        }
        t27.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    t28.x = (uintBitsToFloat(uvec4(packHalf2x16((t15).xy)))).x;
    {
        uint tgsi_w = (imms[4].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t28);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t29.x = (uintBitsToFloat(uvec4(packHalf2x16((t15.zzzz).xy)))).x;
    t29.x = (uintBitsToFloat(floatBitsToUint(t29.xxxx) & imms[0].yyyy)).x;
    {
        uint tgsi_o = (imms[4].wwww).x;
        uint tgsi_a = (imms[0].zzzz).x;
        uint tgsi_r = 0u;
        if (uint(tgsi_buf0.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf0.data.length()) - 1u) * 4u) {
            tgsi_r = atomicAnd(tgsi_buf0.data[tgsi_o >> 2], tgsi_a);
        }
        t30.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    {
        uint tgsi_o = (imms[4].wwww).x;
        uint tgsi_a = (floatBitsToUint(t29.xxxx)).x;
        uint tgsi_r = 0u;
        if (uint(tgsi_buf0.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf0.data.length()) - 1u) * 4u) {
            tgsi_r = atomicOr(tgsi_buf0.data[tgsi_o >> 2], tgsi_a);
        }
        t30.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    tgsi_store_outputs();
}
