#version 450 core
// Translated from TGSI by Tungsten (COMP, 28 instructions)
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
const uvec4 imms[4] = uvec4[4](
    uvec4(0u, 4u, 8u, 12u),
    uvec4(1036831949u, 1157632000u, 859832320u, 841731191u),
    uvec4(1199562752u, 3226013648u, 0u, 0u),
    uvec4(16u, 20u, 0u, 0u));
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
    t5.x = (vec4(floatBitsToUint(t4))).x;
    t6.x = (uintBitsToFloat(imms[1].xxxx) * t5).x;
    t7.x = (uintBitsToFloat(uvec4(packHalf2x16((t6).xy)))).x;
    t8.x = ((unpackHalf2x16((floatBitsToUint(t7.xxxx)).x)).xyxy).x;
    {
        uint tgsi_w = (imms[0].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t8);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t9.x = (uintBitsToFloat(imms[1].yyyy) * t5).x;
    t11.x = (uintBitsToFloat(uvec4(packHalf2x16((t9.xxxx).xy)))).x;
    t10.x = ((unpackHalf2x16((floatBitsToUint(t11)).x)).xyxy).x;
    {
        uint tgsi_w = (imms[0].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t10);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t12.x = (uintBitsToFloat(imms[1].zzzz) * t5).x;
    t14.x = (uintBitsToFloat(uvec4(packHalf2x16((t12.xxxx).xy)))).x;
    t13.x = ((unpackHalf2x16((floatBitsToUint(t14)).x)).xyxy).x;
    {
        uint tgsi_w = (imms[0].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t13);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t15.x = (uintBitsToFloat(imms[1].wwww) * t5).x;
    t16.x = (uintBitsToFloat(uvec4(packHalf2x16((t15).xy)))).x;
    t17.x = ((unpackHalf2x16((floatBitsToUint(t16.xxxx)).x)).xyxy).x;
    {
        uint tgsi_w = (imms[0].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t17);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t18.x = (uintBitsToFloat(imms[2].xxxx) * t5).x;
    t20.x = (uintBitsToFloat(uvec4(packHalf2x16((t18.xxxx).xy)))).x;
    t19.x = ((unpackHalf2x16((floatBitsToUint(t20)).x)).xyxy).x;
    {
        uint tgsi_w = (imms[3].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t19);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t21.x = (uintBitsToFloat(imms[2].yyyy) * t5).x;
    t22.x = (uintBitsToFloat(uvec4(packHalf2x16((t21).xy)))).x;
    t23.x = ((unpackHalf2x16((floatBitsToUint(t22.xxxx)).x)).xyxy).x;
    {
        uint tgsi_w = (imms[3].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t23);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
