#version 450 core
// Translated from TGSI by Tungsten (COMP, 57 instructions)
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
precise vec4 t40;
precise vec4 t41;
precise vec4 t42;
precise vec4 t43;
precise vec4 t44;
precise vec4 t45;
precise vec4 t46;
const uvec4 imms[4] = uvec4[4](
    uvec4(0u, 1157627904u, 1149239296u, 1065353216u),
    uvec4(0u, 4u, 1u, 5u),
    uvec4(0u, 4u, 8u, 0u),
    uvec4(1048576000u, 1036828672u, 0u, 0u));
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
    t39 = vec4(0.0);
    t40 = vec4(0.0);
    t41 = vec4(0.0);
    t42 = vec4(0.0);
    t43 = vec4(0.0);
    t44 = vec4(0.0);
    t45 = vec4(0.0);
    t46 = vec4(0.0);
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0 = uintBitsToFloat(imms[0].xxxx);
    t1 = uintBitsToFloat(imms[0].xxxx);
    t2 = uintBitsToFloat(imms[0].xxxx);
    t3 = uintBitsToFloat(imms[1].xxxx);
    t4 = uintBitsToFloat(imms[1].xxxx);
    {
        uint tgsi_o = (imms[2].xxxx).x;
        uvec4 tgsi_v = uvec4(0u);
        if (uint(tgsi_buf1.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf1.data.length()) - 1u) * 4u) {
            uint tgsi_w = tgsi_o >> 2;
            tgsi_v.x = tgsi_buf1.data[tgsi_w + 0u];
        }
        t5.x = (uintBitsToFloat(tgsi_v)).x;
    }
    t6.x = (vec4(floatBitsToUint(t5))).x;
    t7.x = (uintBitsToFloat(uvec4(packHalf2x16((t6).xy)))).x;
    t8.x = ((unpackHalf2x16((floatBitsToUint(t7.xxxx)).x)).xyxy).x;
    t9.x = (uintBitsToFloat(imms[0].yyyy) * t8).x;
    t10.x = (uintBitsToFloat(uvec4(packHalf2x16((t9).xy)))).x;
    t11.x = ((unpackHalf2x16((floatBitsToUint(t10.xxxx)).x)).xyxy).x;
    t0 = t11;
    t12.x = (uintBitsToFloat(imms[0].zzzz) * t8).x;
    t13.x = (uintBitsToFloat(uvec4(packHalf2x16((t12).xy)))).x;
    t14.x = ((unpackHalf2x16((floatBitsToUint(t13.xxxx)).x)).xyxy).x;
    t1 = t14;
    t2 = uintBitsToFloat(imms[0].xxxx);
    t3 = uintBitsToFloat(imms[1].xxxx);
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t18.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToInt(t3.xxxx), ivec4(imms[1].yyyy))))).x;
        t19.x = (uintBitsToFloat(~floatBitsToUint(t18))).x;
        if ((floatBitsToUint(t19.xxxx)).x != 0u) {
            break;
        }
        t21.x = (t0.xxxx + uintBitsToFloat(imms[0].wwww)).x;
        t22.x = (uintBitsToFloat(uvec4(packHalf2x16((t21).xy)))).x;
        t23.x = ((unpackHalf2x16((floatBitsToUint(t22.xxxx)).x)).xyxy).x;
        t0 = t23;
        t25.x = (t1.xxxx + uintBitsToFloat(imms[3].xxxx)).x;
        t26.x = (uintBitsToFloat(uvec4(packHalf2x16((t25).xy)))).x;
        t27.x = ((unpackHalf2x16((floatBitsToUint(t26.xxxx)).x)).xyxy).x;
        t1 = t27;
        t29.x = (uintBitsToFloat(floatBitsToUint(t3.xxxx) + imms[1].zzzz)).x;
        t3 = t29;
    }
    t4 = uintBitsToFloat(imms[1].xxxx);
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t33.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToInt(t4.xxxx), ivec4(imms[1].wwww))))).x;
        t34.x = (uintBitsToFloat(~floatBitsToUint(t33))).x;
        if ((floatBitsToUint(t34.xxxx)).x != 0u) {
            break;
        }
        t36.x = (uintBitsToFloat(imms[3].yyyy) * t8).x;
        t37.x = (uintBitsToFloat(uvec4(packHalf2x16((t36).xy)))).x;
        t38.x = ((unpackHalf2x16((floatBitsToUint(t37.xxxx)).x)).xyxy).x;
        t39.x = (t2.xxxx + t38).x;
        t40.x = (uintBitsToFloat(uvec4(packHalf2x16((t39).xy)))).x;
        t41.x = ((unpackHalf2x16((floatBitsToUint(t40.xxxx)).x)).xyxy).x;
        t2 = t41;
        t43.x = (uintBitsToFloat(floatBitsToUint(t4.xxxx) + imms[1].zzzz)).x;
        t4 = t43;
    }
    {
        uint tgsi_w = (imms[2].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t0);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[2].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t1);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[2].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t2);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
