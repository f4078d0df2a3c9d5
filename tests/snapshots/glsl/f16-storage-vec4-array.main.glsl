#version 450 core
// Translated from TGSI by Tungsten (COMP, 44 instructions)
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
precise vec4 t31;
precise vec4 t32;
const uvec4 imms[3] = uvec4[3](
    uvec4(0u, 4u, 1u, 8u),
    uvec4(1065353216u, 1073741824u, 1077936128u, 1082130432u),
    uvec4(1092616192u, 0u, 0u, 0u));
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
    t31 = vec4(0.0);
    t32 = vec4(0.0);
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
    {
        uint tgsi_o = (imms[0].yyyy).x;
        uvec4 tgsi_v = uvec4(0u);
        if (uint(tgsi_buf1.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf1.data.length()) - 1u) * 4u) {
            uint tgsi_w = tgsi_o >> 2;
            tgsi_v.x = tgsi_buf1.data[tgsi_w + 0u];
        }
        t4.x = (uintBitsToFloat(tgsi_v)).x;
    }
    t6 = uintBitsToFloat(imms[1]) * t3.xxxx;
    t7.x = (uintBitsToFloat(uvec4(packHalf2x16((t6).xy)))).x;
    t7.y = (uintBitsToFloat(uvec4(packHalf2x16((t6.zwzw).xy)))).y;
    t8.xy = ((unpackHalf2x16((floatBitsToUint(t7.xxxx)).x)).xyxy).xy;
    t8.zw = ((unpackHalf2x16((floatBitsToUint(t7.yyyy)).x)).xyxy).zw;
    t9.x = (uintBitsToFloat(uvec4(packHalf2x16((t8).xy)))).x;
    t9.y = (uintBitsToFloat(uvec4(packHalf2x16((t8.zwzw).xy)))).y;
    {
        uint tgsi_w = (imms[0].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t9);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        if (tgsi_w + 1u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 1u] = tgsi_v.y;
    }
    t10.x = (uintBitsToFloat(floatBitsToUint(t4) + (-imms[0].zzzz))).x;
    t11.x = (uintBitsToFloat(floatBitsToUint(t10.xxxx) * imms[0].wwww)).x;
    {
        uint tgsi_o = (imms[0].xxxx).x;
        uvec4 tgsi_v = uvec4(0u);
        if (uint(tgsi_buf0.data.length()) >= 2u && tgsi_o <= (uint(tgsi_buf0.data.length()) - 2u) * 4u) {
            uint tgsi_w = tgsi_o >> 2;
            tgsi_v.x = tgsi_buf0.data[tgsi_w + 0u];
            tgsi_v.y = tgsi_buf0.data[tgsi_w + 1u];
        }
        t13.xy = (uintBitsToFloat(tgsi_v)).xy;
    }
    t14.xy = ((unpackHalf2x16((floatBitsToUint(t13.xxxx)).x)).xyxy).xy;
    t14.zw = ((unpackHalf2x16((floatBitsToUint(t13.yyyy)).x)).xyxy).zw;
    t16 = t14 * uintBitsToFloat(imms[2].xxxx);
    t17.x = (uintBitsToFloat(uvec4(packHalf2x16((t16).xy)))).x;
    t17.y = (uintBitsToFloat(uvec4(packHalf2x16((t16.zwzw).xy)))).y;
    t18.xy = ((unpackHalf2x16((floatBitsToUint(t17.xxxx)).x)).xyxy).xy;
    t18.zw = ((unpackHalf2x16((floatBitsToUint(t17.yyyy)).x)).xyxy).zw;
    t19.x = (uintBitsToFloat(floatBitsToUint(t11.xxxx) + imms[0].xxxx)).x;
    t20.x = (uintBitsToFloat(uvec4(packHalf2x16((t18).xy)))).x;
    t20.y = (uintBitsToFloat(uvec4(packHalf2x16((t18.zwzw).xy)))).y;
    {
        uint tgsi_w = (floatBitsToUint(t19.xxxx)).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t20);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        if (tgsi_w + 1u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 1u] = tgsi_v.y;
    }
    t21.x = (uintBitsToFloat(floatBitsToUint(t4.xxxx) * imms[0].wwww)).x;
    {
        uint tgsi_o = (imms[0].xxxx).x;
        uvec4 tgsi_v = uvec4(0u);
        if (uint(tgsi_buf0.data.length()) >= 2u && tgsi_o <= (uint(tgsi_buf0.data.length()) - 2u) * 4u) {
            uint tgsi_w = tgsi_o >> 2;
            tgsi_v.x = tgsi_buf0.data[tgsi_w + 0u];
            tgsi_v.y = tgsi_buf0.data[tgsi_w + 1u];
        }
        t23.xy = (uintBitsToFloat(tgsi_v)).xy;
    }
    t24.xy = ((unpackHalf2x16((floatBitsToUint(t23.xxxx)).x)).xyxy).xy;
    t24.zw = ((unpackHalf2x16((floatBitsToUint(t23.yyyy)).x)).xyxy).zw;
    {
        uint tgsi_o = (imms[0].wwww).x;
        uvec4 tgsi_v = uvec4(0u);
        if (uint(tgsi_buf0.data.length()) >= 2u && tgsi_o <= (uint(tgsi_buf0.data.length()) - 2u) * 4u) {
            uint tgsi_w = tgsi_o >> 2;
            tgsi_v.x = tgsi_buf0.data[tgsi_w + 0u];
            tgsi_v.y = tgsi_buf0.data[tgsi_w + 1u];
        }
        t26.xy = (uintBitsToFloat(tgsi_v)).xy;
    }
    t27.xy = ((unpackHalf2x16((floatBitsToUint(t26.xxxx)).x)).xyxy).xy;
    t27.zw = ((unpackHalf2x16((floatBitsToUint(t26.yyyy)).x)).xyxy).zw;
    t28 = t24 + t27;
    t29.x = (uintBitsToFloat(uvec4(packHalf2x16((t28).xy)))).x;
    t29.y = (uintBitsToFloat(uvec4(packHalf2x16((t28.zwzw).xy)))).y;
    t30.xy = ((unpackHalf2x16((floatBitsToUint(t29.xxxx)).x)).xyxy).xy;
    t30.zw = ((unpackHalf2x16((floatBitsToUint(t29.yyyy)).x)).xyxy).zw;
    t31.x = (uintBitsToFloat(floatBitsToUint(t21.xxxx) + imms[0].xxxx)).x;
    t32.x = (uintBitsToFloat(uvec4(packHalf2x16((t30).xy)))).x;
    t32.y = (uintBitsToFloat(uvec4(packHalf2x16((t30.zwzw).xy)))).y;
    {
        uint tgsi_w = (floatBitsToUint(t31.xxxx)).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t32);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        if (tgsi_w + 1u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 1u] = tgsi_v.y;
    }
    tgsi_store_outputs();
}
