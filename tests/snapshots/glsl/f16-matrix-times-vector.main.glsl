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
const uvec4 imms[3] = uvec4[3](
    uvec4(0u, 4u, 8u, 12u),
    uvec4(1065353216u, 1073741824u, 1077936128u, 1082130432u),
    uvec4(1036828672u, 1045217280u, 1157627904u, 0u));
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
    t5.x = (uintBitsToFloat(imms[1].zzzz)).x;
    t5.y = (uintBitsToFloat(imms[1].wwww)).y;
    t6 = t4;
    t7 = t5;
    t8 = t6 * t3.xxxx;
    t9 = t7 * t3.xxxx;
    t12.x = (uintBitsToFloat(uvec4(packHalf2x16((t8).xy)))).x;
    t13.xy = ((unpackHalf2x16((floatBitsToUint(t12.xxxx)).x)).xyxy).xy;
    t10.xy = (t13).xy;
    t14.x = (uintBitsToFloat(uvec4(packHalf2x16((t9).xy)))).x;
    t15.xy = ((unpackHalf2x16((floatBitsToUint(t14.xxxx)).x)).xyxy).xy;
    t11.xy = (t15).xy;
    t17.xy = (t10 * uintBitsToFloat(imms[2].xxxx)).xy;
    t17.xy = (t11 * uintBitsToFloat(imms[2].yyyy) + t17).xy;
    t18.x = (uintBitsToFloat(uvec4(packHalf2x16((t17).xy)))).x;
    t19.xy = ((unpackHalf2x16((floatBitsToUint(t18.xxxx)).x)).xyxy).xy;
    {
        uint tgsi_w = (imms[0].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t19.xxxx);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[0].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t19.yyyy);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t20.x = (uintBitsToFloat(imms[2].zzzz)).x;
    t20.y = (uintBitsToFloat(imms[1].xxxx)).y;
    t21.x = (uintBitsToFloat(imms[1].xxxx)).x;
    t21.y = (uintBitsToFloat(imms[2].zzzz)).y;
    t22 = t20;
    t23 = t21;
    t24 = t22 * t3.xxxx;
    t25 = t23 * t3.xxxx;
    t28.x = (uintBitsToFloat(uvec4(packHalf2x16((t24).xy)))).x;
    t29.xy = ((unpackHalf2x16((floatBitsToUint(t28.xxxx)).x)).xyxy).xy;
    t26.xy = (t29).xy;
    t30.x = (uintBitsToFloat(uvec4(packHalf2x16((t25).xy)))).x;
    t31.xy = ((unpackHalf2x16((floatBitsToUint(t30.xxxx)).x)).xyxy).xy;
    t27.xy = (t31).xy;
    t33.xy = (t26 * uintBitsToFloat(imms[1].xxxx)).xy;
    t33.xy = (t27 * uintBitsToFloat(imms[1].xxxx) + t33).xy;
    t34.x = (uintBitsToFloat(uvec4(packHalf2x16((t33).xy)))).x;
    t35.xy = ((unpackHalf2x16((floatBitsToUint(t34.xxxx)).x)).xyxy).xy;
    {
        uint tgsi_w = (imms[0].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t35.xxxx);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[0].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t35.yyyy);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
