#version 450 core
// Translated from TGSI by Tungsten (COMP, 34 instructions)
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
const uvec4 imms[4] = uvec4[4](
    uvec4(0u, 4u, 8u, 12u),
    uvec4(1157627904u, 1157636096u, 1157644288u, 1050255360u),
    uvec4(1056964608u, 1063673856u, 1060323328u, 0u),
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
    t5.xyz = (uintBitsToFloat(imms[1].xyzx) * t3.xxxx).xyz;
    t6.x = (uintBitsToFloat(uvec4(packHalf2x16((t5).xy)))).x;
    t6.y = (uintBitsToFloat(uvec4(packHalf2x16((t5.zwzw).xy)))).y;
    t7.xy = ((unpackHalf2x16((floatBitsToUint(t6.xxxx)).x)).xyxy).xy;
    t7.z = ((unpackHalf2x16((floatBitsToUint(t6.yyyy)).x)).xyxy).z;
    t8.xyz = (t7 + t3.xxxx).xyz;
    t9.x = (uintBitsToFloat(uvec4(packHalf2x16((t8).xy)))).x;
    t9.y = (uintBitsToFloat(uvec4(packHalf2x16((t8.zwzw).xy)))).y;
    t10.xy = ((unpackHalf2x16((floatBitsToUint(t9.xxxx)).x)).xyxy).xy;
    t10.z = ((unpackHalf2x16((floatBitsToUint(t9.yyyy)).x)).xyxy).z;
    {
        uint tgsi_w = (imms[0].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t10.xxxx);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[0].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t10.yyyy);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[0].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t10.zzzz);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t11.x = (uintBitsToFloat(imms[1].wwww)).x;
    t11.y = (uintBitsToFloat(imms[2].xxxx)).y;
    t11.z = (uintBitsToFloat(imms[2].yyyy)).z;
    t12.xyz = (t11 * t3.xxxx).xyz;
    t13.x = (uintBitsToFloat(uvec4(packHalf2x16((t12).xy)))).x;
    t13.y = (uintBitsToFloat(uvec4(packHalf2x16((t12.zwzw).xy)))).y;
    t14.xy = ((unpackHalf2x16((floatBitsToUint(t13.xxxx)).x)).xyxy).xy;
    t14.z = ((unpackHalf2x16((floatBitsToUint(t13.yyyy)).x)).xyxy).z;
    t16.xyz = (t14 * uintBitsToFloat(imms[2].zzzz)).xyz;
    t17.x = (uintBitsToFloat(uvec4(packHalf2x16((t16).xy)))).x;
    t17.y = (uintBitsToFloat(uvec4(packHalf2x16((t16.zwzw).xy)))).y;
    t18.xy = ((unpackHalf2x16((floatBitsToUint(t17.xxxx)).x)).xyxy).xy;
    t18.z = ((unpackHalf2x16((floatBitsToUint(t17.yyyy)).x)).xyxy).z;
    {
        uint tgsi_w = (imms[0].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t18.xxxx);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[3].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t18.yyyy);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[3].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t18.zzzz);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
