#version 450 core
// Translated from TGSI by Tungsten (COMP, 52 instructions)
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
const uvec4 imms[4] = uvec4[4](
    uvec4(0u, 65535u, 4294901760u, 16u),
    uvec4(3221225472u, 1077936128u, 1036828672u, 1157627904u),
    uvec4(4u, 8u, 12u, 0u),
    uvec4(1082130432u, 0u, 0u, 0u));
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
    t4.x = (uintBitsToFloat(uvec4(packHalf2x16((t3.xxxx).xy)))).x;
    t4.x = (uintBitsToFloat(floatBitsToUint(t4.xxxx) & imms[0].yyyy)).x;
    {
        uint tgsi_o = (imms[0].xxxx).x;
        uint tgsi_a = (imms[0].zzzz).x;
        uint tgsi_r = 0u;
        if (uint(tgsi_buf0.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf0.data.length()) - 1u) * 4u) {
            tgsi_r = atomicAnd(tgsi_buf0.data[tgsi_o >> 2], tgsi_a);
        }
        t5.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    {
        uint tgsi_o = (imms[0].xxxx).x;
        uint tgsi_a = (floatBitsToUint(t4.xxxx)).x;
        uint tgsi_r = 0u;
        if (uint(tgsi_buf0.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf0.data.length()) - 1u) * 4u) {
            tgsi_r = atomicOr(tgsi_buf0.data[tgsi_o >> 2], tgsi_a);
        }
        t5.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    t6.x = (uintBitsToFloat(imms[1].xxxx) * t3).x;
    t7.x = (uintBitsToFloat(uvec4(packHalf2x16((t6).xy)))).x;
    t8.x = ((unpackHalf2x16((floatBitsToUint(t7.xxxx)).x)).xyxy).x;
    t9.x = (uintBitsToFloat(uvec4(packHalf2x16((t8.xxxx).xy)))).x;
    t9.x = (uintBitsToFloat(floatBitsToUint(t9.xxxx) & imms[0].yyyy)).x;
    t9.x = (uintBitsToFloat(floatBitsToUint(t9.xxxx) << (imms[0].wwww & 31u))).x;
    {
        uint tgsi_o = (imms[0].xxxx).x;
        uint tgsi_a = (imms[0].yyyy).x;
        uint tgsi_r = 0u;
        if (uint(tgsi_buf0.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf0.data.length()) - 1u) * 4u) {
            tgsi_r = atomicAnd(tgsi_buf0.data[tgsi_o >> 2], tgsi_a);
        }
        t10.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    {
        uint tgsi_o = (imms[0].xxxx).x;
        uint tgsi_a = (floatBitsToUint(t9.xxxx)).x;
        uint tgsi_r = 0u;
        if (uint(tgsi_buf0.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf0.data.length()) - 1u) * 4u) {
            tgsi_r = atomicOr(tgsi_buf0.data[tgsi_o >> 2], tgsi_a);
        }
        t10.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    t11.x = (uintBitsToFloat(imms[1].yyyy) * t3).x;
    t12.x = (uintBitsToFloat(uvec4(packHalf2x16((t11).xy)))).x;
    t13.x = ((unpackHalf2x16((floatBitsToUint(t12.xxxx)).x)).xyxy).x;
    t14.x = (uintBitsToFloat(uvec4(packHalf2x16((t13.xxxx).xy)))).x;
    t14.x = (uintBitsToFloat(floatBitsToUint(t14.xxxx) & imms[0].yyyy)).x;
    t14.x = (uintBitsToFloat(floatBitsToUint(t14.xxxx) << (imms[0].wwww & 31u))).x;
    {
        uint tgsi_o = (imms[2].xxxx).x;
        uint tgsi_a = (imms[0].yyyy).x;
        uint tgsi_r = 0u;
        if (uint(tgsi_buf0.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf0.data.length()) - 1u) * 4u) {
            tgsi_r = atomicAnd(tgsi_buf0.data[tgsi_o >> 2], tgsi_a);
        }
        t15.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    {
        uint tgsi_o = (imms[2].xxxx).x;
        uint tgsi_a = (floatBitsToUint(t14.xxxx)).x;
        uint tgsi_r = 0u;
        if (uint(tgsi_buf0.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf0.data.length()) - 1u) * 4u) {
            tgsi_r = atomicOr(tgsi_buf0.data[tgsi_o >> 2], tgsi_a);
        }
        t15.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    t16.x = (uintBitsToFloat(imms[1].zzzz) * t3).x;
    t17.x = (uintBitsToFloat(uvec4(packHalf2x16((t16).xy)))).x;
    t18.x = ((unpackHalf2x16((floatBitsToUint(t17.xxxx)).x)).xyxy).x;
    t19.x = (uintBitsToFloat(uvec4(packHalf2x16((t18.xxxx).xy)))).x;
    t19.x = (uintBitsToFloat(floatBitsToUint(t19.xxxx) & imms[0].yyyy)).x;
    {
        uint tgsi_o = (imms[2].xxxx).x;
        uint tgsi_a = (imms[0].zzzz).x;
        uint tgsi_r = 0u;
        if (uint(tgsi_buf0.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf0.data.length()) - 1u) * 4u) {
            tgsi_r = atomicAnd(tgsi_buf0.data[tgsi_o >> 2], tgsi_a);
        }
        t20.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    {
        uint tgsi_o = (imms[2].xxxx).x;
        uint tgsi_a = (floatBitsToUint(t19.xxxx)).x;
        uint tgsi_r = 0u;
        if (uint(tgsi_buf0.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf0.data.length()) - 1u) * 4u) {
            tgsi_r = atomicOr(tgsi_buf0.data[tgsi_o >> 2], tgsi_a);
        }
        t20.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    t21.x = (uintBitsToFloat(imms[1].wwww) + t3).x;
    t22.x = (uintBitsToFloat(uvec4(packHalf2x16((t21).xy)))).x;
    t23.x = ((unpackHalf2x16((floatBitsToUint(t22.xxxx)).x)).xyxy).x;
    t24.x = (uintBitsToFloat(uvec4(packHalf2x16((t23.xxxx).xy)))).x;
    t24.x = (uintBitsToFloat(floatBitsToUint(t24.xxxx) & imms[0].yyyy)).x;
    {
        uint tgsi_o = (imms[2].yyyy).x;
        uint tgsi_a = (imms[0].zzzz).x;
        uint tgsi_r = 0u;
        if (uint(tgsi_buf0.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf0.data.length()) - 1u) * 4u) {
            tgsi_r = atomicAnd(tgsi_buf0.data[tgsi_o >> 2], tgsi_a);
        }
        t25.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    {
        uint tgsi_o = (imms[2].yyyy).x;
        uint tgsi_a = (floatBitsToUint(t24.xxxx)).x;
        uint tgsi_r = 0u;
        if (uint(tgsi_buf0.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf0.data.length()) - 1u) * 4u) {
            tgsi_r = atomicOr(tgsi_buf0.data[tgsi_o >> 2], tgsi_a);
        }
        t25.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    {
        uint tgsi_o = (imms[2].yyyy).x;
        uvec4 tgsi_v = uvec4(0u);
        if (uint(tgsi_buf0.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf0.data.length()) - 1u) * 4u) {
            uint tgsi_w = tgsi_o >> 2;
            tgsi_v.x = tgsi_buf0.data[tgsi_w + 0u];
        }
        t27.x = (uintBitsToFloat(tgsi_v)).x;
    }
    t26.x = ((unpackHalf2x16((floatBitsToUint(t27.xxxx)).x)).xyxy).x;
    t28.x = (uintBitsToFloat(imms[3].xxxx) * t3).x;
    t29.x = (uintBitsToFloat(uvec4(packHalf2x16((t28).xy)))).x;
    t30.x = ((unpackHalf2x16((floatBitsToUint(t29.xxxx)).x)).xyxy).x;
    t31.x = (t26 + t30).x;
    t32.x = (uintBitsToFloat(uvec4(packHalf2x16((t31).xy)))).x;
    t33.x = ((unpackHalf2x16((floatBitsToUint(t32.xxxx)).x)).xyxy).x;
    t34.x = (uintBitsToFloat(uvec4(packHalf2x16((t33.xxxx).xy)))).x;
    t34.x = (uintBitsToFloat(floatBitsToUint(t34.xxxx) & imms[0].yyyy)).x;
    t34.x = (uintBitsToFloat(floatBitsToUint(t34.xxxx) << (imms[0].wwww & 31u))).x;
    {
        uint tgsi_o = (imms[2].zzzz).x;
        uint tgsi_a = (imms[0].yyyy).x;
        uint tgsi_r = 0u;
        if (uint(tgsi_buf0.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf0.data.length()) - 1u) * 4u) {
            tgsi_r = atomicAnd(tgsi_buf0.data[tgsi_o >> 2], tgsi_a);
        }
        t35.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    {
        uint tgsi_o = (imms[2].zzzz).x;
        uint tgsi_a = (floatBitsToUint(t34.xxxx)).x;
        uint tgsi_r = 0u;
        if (uint(tgsi_buf0.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf0.data.length()) - 1u) * 4u) {
            tgsi_r = atomicOr(tgsi_buf0.data[tgsi_o >> 2], tgsi_a);
        }
        t35.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    tgsi_store_outputs();
}
