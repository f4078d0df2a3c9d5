#version 450 core
// Translated from TGSI by Tungsten (COMP, 45 instructions)
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
const uvec4 imms[5] = uvec4[5](
    uvec4(0u, 2051u, 4u, 8u),
    uvec4(2049u, 65519u, 4294897296u, 4294901777u),
    uvec4(65520u, 12u, 16u, 20u),
    uvec4(123456789u, 4294967289u, 0u, 0u),
    uvec4(24u, 28u, 0u, 0u));
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
    t33 = vec4(0.0);
    t34 = vec4(0.0);
    t35 = vec4(0.0);
    t36 = vec4(0.0);
    t37 = vec4(0.0);
    t38 = vec4(0.0);
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
    {
        uint tgsi_o = (imms[0].xxxx).x;
        uvec4 tgsi_v = uvec4(0u);
        if (uint(tgsi_buf1.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf1.data.length()) - 1u) * 4u) {
            uint tgsi_w = tgsi_o >> 2;
            tgsi_v.x = tgsi_buf1.data[tgsi_w + 0u];
        }
        t4.x = (uintBitsToFloat(tgsi_v)).x;
    }
    t5.x = (uintBitsToFloat(imms[1].xxxx * floatBitsToUint(t4))).x;
    t6.x = (vec4(floatBitsToInt(t5))).x;
    t7.x = (uintBitsToFloat(uvec4(packHalf2x16((t6).xy)))).x;
    t8.x = ((unpackHalf2x16((floatBitsToUint(t7.xxxx)).x)).xyxy).x;
    {
        uint tgsi_w = (imms[0].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t8);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_o = (imms[0].xxxx).x;
        uvec4 tgsi_v = uvec4(0u);
        if (uint(tgsi_buf1.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf1.data.length()) - 1u) * 4u) {
            uint tgsi_w = tgsi_o >> 2;
            tgsi_v.x = tgsi_buf1.data[tgsi_w + 0u];
        }
        t9.x = (uintBitsToFloat(tgsi_v)).x;
    }
    t10.x = (uintBitsToFloat(imms[0].yyyy * floatBitsToUint(t9))).x;
    t11.x = (vec4(floatBitsToUint(t10))).x;
    t12.x = (uintBitsToFloat(uvec4(packHalf2x16((t11).xy)))).x;
    t13.x = ((unpackHalf2x16((floatBitsToUint(t12.xxxx)).x)).xyxy).x;
    {
        uint tgsi_w = (imms[0].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t13);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t14.x = (uintBitsToFloat(imms[1].yyyy * floatBitsToUint(t4))).x;
    t15.x = (vec4(floatBitsToInt(t14))).x;
    t16.x = (uintBitsToFloat(uvec4(packHalf2x16((t15).xy)))).x;
    t17.x = ((unpackHalf2x16((floatBitsToUint(t16.xxxx)).x)).xyxy).x;
    {
        uint tgsi_w = (imms[0].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t17);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_o = (imms[0].xxxx).x;
        uvec4 tgsi_v = uvec4(0u);
        if (uint(tgsi_buf1.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf1.data.length()) - 1u) * 4u) {
            uint tgsi_w = tgsi_o >> 2;
            tgsi_v.x = tgsi_buf1.data[tgsi_w + 0u];
        }
        t18.x = (uintBitsToFloat(tgsi_v)).x;
    }
    t19.x = (uintBitsToFloat(imms[2].xxxx * floatBitsToUint(t18))).x;
    t20.x = (vec4(floatBitsToUint(t19))).x;
    t21.x = (uintBitsToFloat(uvec4(packHalf2x16((t20).xy)))).x;
    t22.x = ((unpackHalf2x16((floatBitsToUint(t21.xxxx)).x)).xyxy).x;
    {
        uint tgsi_w = (imms[2].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t22);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t23.x = (uintBitsToFloat(imms[1].zzzz * floatBitsToUint(t4))).x;
    t24.x = (vec4(floatBitsToInt(t23))).x;
    t25.x = (uintBitsToFloat(uvec4(packHalf2x16((t24).xy)))).x;
    t26.x = ((unpackHalf2x16((floatBitsToUint(t25.xxxx)).x)).xyxy).x;
    {
        uint tgsi_w = (imms[2].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t26);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t27.x = (uintBitsToFloat(imms[1].wwww * floatBitsToUint(t4))).x;
    t28.x = (vec4(floatBitsToInt(t27))).x;
    t29.x = (uintBitsToFloat(uvec4(packHalf2x16((t28).xy)))).x;
    t30.x = ((unpackHalf2x16((floatBitsToUint(t29.xxxx)).x)).xyxy).x;
    {
        uint tgsi_w = (imms[2].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t30);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t31.x = (uintBitsToFloat(imms[3].xxxx * floatBitsToUint(t4))).x;
    t32.x = (vec4(floatBitsToInt(t31))).x;
    t33.x = (uintBitsToFloat(uvec4(packHalf2x16((t32).xy)))).x;
    t34.x = ((unpackHalf2x16((floatBitsToUint(t33.xxxx)).x)).xyxy).x;
    {
        uint tgsi_w = (imms[4].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t34);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t35.x = (uintBitsToFloat(imms[3].yyyy * floatBitsToUint(t4))).x;
    t36.xy = (vec4(floatBitsToInt(t35.xxxx))).xy;
    t37.x = (uintBitsToFloat(uvec4(packHalf2x16((t36).xy)))).x;
    t38.xy = ((unpackHalf2x16((floatBitsToUint(t37.xxxx)).x)).xyxy).xy;
    {
        uint tgsi_w = (imms[4].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t38.xxxx);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
