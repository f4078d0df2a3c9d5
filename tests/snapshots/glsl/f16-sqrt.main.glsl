#version 450 core
// Translated from TGSI by Tungsten (COMP, 47 instructions)
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
precise vec4 t33;
precise vec4 t34;
precise vec4 t35;
precise vec4 t36;
precise vec4 t37;
precise vec4 t38;
precise vec4 t39;
const uvec4 imms[4] = uvec4[4](
    uvec4(0u, 4u, 8u, 12u),
    uvec4(1073741824u, 1077936128u, 864026624u, 1199562752u),
    uvec4(1048576000u, 1036828672u, 0u, 0u),
    uvec4(16u, 20u, 0u, 0u));
layout(std430, binding = 1) buffer tgsi_cs_buffer1 { uint data[]; } tgsi_buf1;
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
float tgsi_sqrt(float x) {
    if (x > 0.0 && !isinf(x)) {
        return sqrt(x);
    }
    return (x == 0.0 || x > 0.0) ? x : uintBitsToFloat(0x7fc00000u);
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
    t33 = vec4(0.0);
    t34 = vec4(0.0);
    t35 = vec4(0.0);
    t36 = vec4(0.0);
    t37 = vec4(0.0);
    t38 = vec4(0.0);
    t39 = vec4(0.0);
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
    t7.x = (vec4(tgsi_sqrt((t6.xxxx).x))).x;
    t8.x = (uintBitsToFloat(uvec4(packHalf2x16((t7).xy)))).x;
    t9.x = ((unpackHalf2x16((floatBitsToUint(t8.xxxx)).x)).xyxy).x;
    {
        uint tgsi_w = (imms[0].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t9);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t10.x = (uintBitsToFloat(imms[1].yyyy) * t3).x;
    t11.x = (uintBitsToFloat(uvec4(packHalf2x16((t10).xy)))).x;
    t12.x = ((unpackHalf2x16((floatBitsToUint(t11.xxxx)).x)).xyxy).x;
    t13.x = (vec4(tgsi_sqrt((t12.xxxx).x))).x;
    t14.x = (uintBitsToFloat(uvec4(packHalf2x16((t13).xy)))).x;
    t15.x = ((unpackHalf2x16((floatBitsToUint(t14.xxxx)).x)).xyxy).x;
    {
        uint tgsi_w = (imms[0].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t15);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t16.x = (uintBitsToFloat(imms[1].zzzz) * t3).x;
    t17.x = (uintBitsToFloat(uvec4(packHalf2x16((t16).xy)))).x;
    t18.x = ((unpackHalf2x16((floatBitsToUint(t17.xxxx)).x)).xyxy).x;
    t19.x = (vec4(tgsi_sqrt((t18.xxxx).x))).x;
    t20.x = (uintBitsToFloat(uvec4(packHalf2x16((t19).xy)))).x;
    t21.x = ((unpackHalf2x16((floatBitsToUint(t20.xxxx)).x)).xyxy).x;
    {
        uint tgsi_w = (imms[0].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t21);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t22.x = (uintBitsToFloat(imms[1].wwww) * t3).x;
    t23.x = (uintBitsToFloat(uvec4(packHalf2x16((t22).xy)))).x;
    t24.x = ((unpackHalf2x16((floatBitsToUint(t23.xxxx)).x)).xyxy).x;
    t25.x = (vec4(tgsi_sqrt((t24.xxxx).x))).x;
    t26.x = (uintBitsToFloat(uvec4(packHalf2x16((t25).xy)))).x;
    t27.x = ((unpackHalf2x16((floatBitsToUint(t26.xxxx)).x)).xyxy).x;
    {
        uint tgsi_w = (imms[0].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t27);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t28.x = (uintBitsToFloat(imms[2].xxxx) * t3).x;
    t29.x = (uintBitsToFloat(uvec4(packHalf2x16((t28).xy)))).x;
    t30.x = ((unpackHalf2x16((floatBitsToUint(t29.xxxx)).x)).xyxy).x;
    t31.x = (vec4(tgsi_sqrt((t30.xxxx).x))).x;
    t32.x = (uintBitsToFloat(uvec4(packHalf2x16((t31).xy)))).x;
    t33.x = ((unpackHalf2x16((floatBitsToUint(t32.xxxx)).x)).xyxy).x;
    {
        uint tgsi_w = (imms[3].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t33);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t34.x = (uintBitsToFloat(imms[2].yyyy) * t3).x;
    t35.x = (uintBitsToFloat(uvec4(packHalf2x16((t34).xy)))).x;
    t36.x = ((unpackHalf2x16((floatBitsToUint(t35.xxxx)).x)).xyxy).x;
    t37.x = (vec4(tgsi_sqrt((t36.xxxx).x))).x;
    t38.x = (uintBitsToFloat(uvec4(packHalf2x16((t37).xy)))).x;
    t39.x = ((unpackHalf2x16((floatBitsToUint(t38.xxxx)).x)).xyxy).x;
    {
        uint tgsi_w = (imms[3].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t39);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
