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
precise vec4 t29;
precise vec4 t30;
precise vec4 t31;
const uvec4 imms[5] = uvec4[5](
    uvec4(0u, 4u, 8u, 12u),
    uvec4(1065353216u, 3221225472u, 1199562752u, 1073741824u),
    uvec4(864026624u, 2147483648u, 1036828672u, 3347046400u),
    uvec4(0u, 0u, 0u, 0u),
    uvec4(16u, 0u, 0u, 0u));
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
    t5.xy = (uintBitsToFloat(imms[1].xyxx) * t3.xxxx).xy;
    t6.x = (uintBitsToFloat(uvec4(packHalf2x16((t5).xy)))).x;
    t7.xy = ((unpackHalf2x16((floatBitsToUint(t6.xxxx)).x)).xyxy).xy;
    t8.x = (uintBitsToFloat(uvec4(packHalf2x16((t7).xy)))).x;
    {
        uint tgsi_w = (imms[0].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t8);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t9.x = (uintBitsToFloat(imms[1].zzzz) * t3).x;
    t10.x = (uintBitsToFloat(uvec4(packHalf2x16((t9).xy)))).x;
    t11.x = ((unpackHalf2x16((floatBitsToUint(t10.xxxx)).x)).xyxy).x;
    t12.x = (t11 * uintBitsToFloat(imms[1].wwww)).x;
    t13.x = (uintBitsToFloat(uvec4(packHalf2x16((t12).xy)))).x;
    t14.x = ((unpackHalf2x16((floatBitsToUint(t13.xxxx)).x)).xyxy).x;
    t15.x = (uintBitsToFloat(imms[1].zzzz)).x;
    t15.y = (uintBitsToFloat(imms[2].xxxx)).y;
    t15.z = (t14.xxxx).z;
    t15.w = (uintBitsToFloat(imms[2].yyyy)).w;
    t16 = t15 * t3.xxxx;
    t17.x = (uintBitsToFloat(uvec4(packHalf2x16((t16).xy)))).x;
    t17.y = (uintBitsToFloat(uvec4(packHalf2x16((t16.zwzw).xy)))).y;
    t18.xy = ((unpackHalf2x16((floatBitsToUint(t17.xxxx)).x)).xyxy).xy;
    t18.zw = ((unpackHalf2x16((floatBitsToUint(t17.yyyy)).x)).xyxy).zw;
    t19.x = (uintBitsToFloat(uvec4(packHalf2x16((t18.xyyy).xy)))).x;
    t20.x = (uintBitsToFloat(uvec4(packHalf2x16((t18.zwww).xy)))).x;
    {
        uint tgsi_w = (imms[0].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t19.xxxx);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[0].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t20.xxxx);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t23.xy = (uintBitsToFloat(imms[2].zwzz) * t3.xxxx).xy;
    t24.x = (uintBitsToFloat(uvec4(packHalf2x16((t23).xy)))).x;
    t25.xy = ((unpackHalf2x16((floatBitsToUint(t24.xxxx)).x)).xyxy).xy;
    t26.x = (uintBitsToFloat(uvec4(packHalf2x16((t25).xy)))).x;
    {
        uint tgsi_w = (imms[0].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t26);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t27.x = (uintBitsToFloat(imms[2].zzzz) * t3).x;
    t28.x = (uintBitsToFloat(uvec4(packHalf2x16((t27).xy)))).x;
    t29.x = ((unpackHalf2x16((floatBitsToUint(t28.xxxx)).x)).xyxy).x;
    t30.x = (t29.xxxx).x;
    t30.y = (uintBitsToFloat(imms[3].xxxx)).y;
    t31.x = (uintBitsToFloat(uvec4(packHalf2x16((t30).xy)))).x;
    {
        uint tgsi_w = (imms[4].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t31);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
