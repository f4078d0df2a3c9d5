#version 450 core
// Translated from TGSI by Tungsten (COMP, 69 instructions)
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
const uvec4 imms[3] = uvec4[3](
    uvec4(0u, 4u, 2u, 65535u),
    uvec4(1084227584u, 1088421888u, 0u, 0u),
    uvec4(3u, 4294967292u, 5u, 0u));
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
        uint tgsi_o = (imms[0].yyyy).x;
        uvec4 tgsi_v = uvec4(0u);
        if (uint(tgsi_buf1.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf1.data.length()) - 1u) * 4u) {
            uint tgsi_w = tgsi_o >> 2;
            tgsi_v.x = tgsi_buf1.data[tgsi_w + 0u];
        }
        t1.x = (uintBitsToFloat(tgsi_v)).x;
    }
    t2.x = (uintBitsToFloat(floatBitsToUint(t0.xxxx) * imms[0].zzzz)).x;
    t3.x = (uintBitsToFloat(floatBitsToUint(t2.xxxx) + imms[0].xxxx)).x;
    t4.x = (uintBitsToFloat(uvec4(packHalf2x16((uintBitsToFloat(imms[1].xxxx)).xy)))).x;
    t4.x = (uintBitsToFloat(floatBitsToUint(t4.xxxx) & imms[0].wwww)).x;
    t5.x = (uintBitsToFloat(floatBitsToUint(t3.xxxx) & imms[0].zzzz)).x;
    t5.x = (uintBitsToFloat(floatBitsToUint(t5.xxxx) << (imms[2].xxxx & 31u))).x;
    t4.x = (uintBitsToFloat(floatBitsToUint(t4.xxxx) << (floatBitsToUint(t5.xxxx) & 31u))).x;
    t6.x = (uintBitsToFloat(imms[0].wwww << (floatBitsToUint(t5.xxxx) & 31u))).x;
    t6.x = (uintBitsToFloat(~floatBitsToUint(t6.xxxx))).x;
    t7.x = (uintBitsToFloat(floatBitsToUint(t3.xxxx) & imms[2].yyyy)).x;
    {
        uint tgsi_o = (floatBitsToUint(t7.xxxx)).x;
        uint tgsi_a = (floatBitsToUint(t6.xxxx)).x;
        uint tgsi_r = 0u;
        if (uint(tgsi_buf0.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf0.data.length()) - 1u) * 4u) {
            tgsi_r = atomicAnd(tgsi_buf0.data[tgsi_o >> 2], tgsi_a);
        }
        t8.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    {
        uint tgsi_o = (floatBitsToUint(t7.xxxx)).x;
        uint tgsi_a = (floatBitsToUint(t4.xxxx)).x;
        uint tgsi_r = 0u;
        if (uint(tgsi_buf0.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf0.data.length()) - 1u) * 4u) {
            tgsi_r = atomicOr(tgsi_buf0.data[tgsi_o >> 2], tgsi_a);
        }
        t8.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    t9.x = (uintBitsToFloat(floatBitsToUint(t1.xxxx) * imms[0].zzzz)).x;
    t10.x = (uintBitsToFloat(floatBitsToUint(t9.xxxx) + imms[0].xxxx)).x;
    t11.x = (uintBitsToFloat(uvec4(packHalf2x16((uintBitsToFloat(imms[1].yyyy)).xy)))).x;
    t11.x = (uintBitsToFloat(floatBitsToUint(t11.xxxx) & imms[0].wwww)).x;
    t12.x = (uintBitsToFloat(floatBitsToUint(t10.xxxx) & imms[0].zzzz)).x;
    t12.x = (uintBitsToFloat(floatBitsToUint(t12.xxxx) << (imms[2].xxxx & 31u))).x;
    t11.x = (uintBitsToFloat(floatBitsToUint(t11.xxxx) << (floatBitsToUint(t12.xxxx) & 31u))).x;
    t13.x = (uintBitsToFloat(imms[0].wwww << (floatBitsToUint(t12.xxxx) & 31u))).x;
    t13.x = (uintBitsToFloat(~floatBitsToUint(t13.xxxx))).x;
    t14.x = (uintBitsToFloat(floatBitsToUint(t10.xxxx) & imms[2].yyyy)).x;
    {
        uint tgsi_o = (floatBitsToUint(t14.xxxx)).x;
        uint tgsi_a = (floatBitsToUint(t13.xxxx)).x;
        uint tgsi_r = 0u;
        if (uint(tgsi_buf0.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf0.data.length()) - 1u) * 4u) {
            tgsi_r = atomicAnd(tgsi_buf0.data[tgsi_o >> 2], tgsi_a);
        }
        t15.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    {
        uint tgsi_o = (floatBitsToUint(t14.xxxx)).x;
        uint tgsi_a = (floatBitsToUint(t11.xxxx)).x;
        uint tgsi_r = 0u;
        if (uint(tgsi_buf0.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf0.data.length()) - 1u) * 4u) {
            tgsi_r = atomicOr(tgsi_buf0.data[tgsi_o >> 2], tgsi_a);
        }
        t15.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    t16.x = (uintBitsToFloat(floatBitsToUint(t0) + imms[2].zzzz)).x;
    t17.x = (uintBitsToFloat(floatBitsToUint(t16.xxxx) * imms[0].zzzz)).x;
    t18.x = (uintBitsToFloat(floatBitsToUint(t1.xxxx) * imms[0].zzzz)).x;
    t20.x = (uintBitsToFloat(floatBitsToUint(t18.xxxx) + imms[0].xxxx)).x;
    t22.x = (uintBitsToFloat(floatBitsToUint(t20.xxxx) & imms[2].yyyy)).x;
    {
        uint tgsi_o = (floatBitsToUint(t22.xxxx)).x;
        uvec4 tgsi_v = uvec4(0u);
        if (uint(tgsi_buf0.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf0.data.length()) - 1u) * 4u) {
            uint tgsi_w = tgsi_o >> 2;
            tgsi_v.x = tgsi_buf0.data[tgsi_w + 0u];
        }
        t21.x = (uintBitsToFloat(tgsi_v)).x;
    }
    t23.x = (uintBitsToFloat(floatBitsToUint(t20.xxxx) & imms[0].zzzz)).x;
    t23.x = (uintBitsToFloat(floatBitsToUint(t23.xxxx) << (imms[2].xxxx & 31u))).x;
    t24.x = (uintBitsToFloat(floatBitsToUint(t21.xxxx) >> (floatBitsToUint(t23.xxxx) & 31u))).x;
    t19.x = ((unpackHalf2x16((floatBitsToUint(t24.xxxx)).x)).xyxy).x;
    t25.x = (uintBitsToFloat(floatBitsToUint(t17.xxxx) + imms[0].xxxx)).x;
    t26.x = (uintBitsToFloat(uvec4(packHalf2x16((t19.xxxx).xy)))).x;
    t26.x = (uintBitsToFloat(floatBitsToUint(t26.xxxx) & imms[0].wwww)).x;
    t27.x = (uintBitsToFloat(floatBitsToUint(t25.xxxx) & imms[0].zzzz)).x;
    t27.x = (uintBitsToFloat(floatBitsToUint(t27.xxxx) << (imms[2].xxxx & 31u))).x;
    t26.x = (uintBitsToFloat(floatBitsToUint(t26.xxxx) << (floatBitsToUint(t27.xxxx) & 31u))).x;
    t28.x = (uintBitsToFloat(imms[0].wwww << (floatBitsToUint(t27.xxxx) & 31u))).x;
    t28.x = (uintBitsToFloat(~floatBitsToUint(t28.xxxx))).x;
    t29.x = (uintBitsToFloat(floatBitsToUint(t25.xxxx) & imms[2].yyyy)).x;
    {
        uint tgsi_o = (floatBitsToUint(t29.xxxx)).x;
        uint tgsi_a = (floatBitsToUint(t28.xxxx)).x;
        uint tgsi_r = 0u;
        if (uint(tgsi_buf0.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf0.data.length()) - 1u) * 4u) {
            tgsi_r = atomicAnd(tgsi_buf0.data[tgsi_o >> 2], tgsi_a);
        }
        t30.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    {
        uint tgsi_o = (floatBitsToUint(t29.xxxx)).x;
        uint tgsi_a = (floatBitsToUint(t26.xxxx)).x;
        uint tgsi_r = 0u;
        if (uint(tgsi_buf0.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf0.data.length()) - 1u) * 4u) {
            tgsi_r = atomicOr(tgsi_buf0.data[tgsi_o >> 2], tgsi_a);
        }
        t30.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    t31.x = (uintBitsToFloat(floatBitsToUint(t1) + imms[0].zzzz)).x;
    t32.x = (uintBitsToFloat(floatBitsToUint(t31.xxxx) * imms[0].zzzz)).x;
    t33.x = (uintBitsToFloat(floatBitsToUint(t0.xxxx) * imms[0].zzzz)).x;
    t35.x = (uintBitsToFloat(floatBitsToUint(t33.xxxx) + imms[0].xxxx)).x;
    t37.x = (uintBitsToFloat(floatBitsToUint(t35.xxxx) & imms[2].yyyy)).x;
    {
        uint tgsi_o = (floatBitsToUint(t37.xxxx)).x;
        uvec4 tgsi_v = uvec4(0u);
        if (uint(tgsi_buf0.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf0.data.length()) - 1u) * 4u) {
            uint tgsi_w = tgsi_o >> 2;
            tgsi_v.x = tgsi_buf0.data[tgsi_w + 0u];
        }
        t36.x = (uintBitsToFloat(tgsi_v)).x;
    }
    t38.x = (uintBitsToFloat(floatBitsToUint(t35.xxxx) & imms[0].zzzz)).x;
    t38.x = (uintBitsToFloat(floatBitsToUint(t38.xxxx) << (imms[2].xxxx & 31u))).x;
    t39.x = (uintBitsToFloat(floatBitsToUint(t36.xxxx) >> (floatBitsToUint(t38.xxxx) & 31u))).x;
    t34.x = ((unpackHalf2x16((floatBitsToUint(t39.xxxx)).x)).xyxy).x;
    t40.x = (uintBitsToFloat(floatBitsToUint(t32.xxxx) + imms[0].xxxx)).x;
    t41.x = (uintBitsToFloat(uvec4(packHalf2x16((t34.xxxx).xy)))).x;
    t41.x = (uintBitsToFloat(floatBitsToUint(t41.xxxx) & imms[0].wwww)).x;
    t42.x = (uintBitsToFloat(floatBitsToUint(t40.xxxx) & imms[0].zzzz)).x;
    t42.x = (uintBitsToFloat(floatBitsToUint(t42.xxxx) << (imms[2].xxxx & 31u))).x;
    t41.x = (uintBitsToFloat(floatBitsToUint(t41.xxxx) << (floatBitsToUint(t42.xxxx) & 31u))).x;
    t43.x = (uintBitsToFloat(imms[0].wwww << (floatBitsToUint(t42.xxxx) & 31u))).x;
    t43.x = (uintBitsToFloat(~floatBitsToUint(t43.xxxx))).x;
    t44.x = (uintBitsToFloat(floatBitsToUint(t40.xxxx) & imms[2].yyyy)).x;
    {
        uint tgsi_o = (floatBitsToUint(t44.xxxx)).x;
        uint tgsi_a = (floatBitsToUint(t43.xxxx)).x;
        uint tgsi_r = 0u;
        if (uint(tgsi_buf0.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf0.data.length()) - 1u) * 4u) {
            tgsi_r = atomicAnd(tgsi_buf0.data[tgsi_o >> 2], tgsi_a);
        }
        t45.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    {
        uint tgsi_o = (floatBitsToUint(t44.xxxx)).x;
        uint tgsi_a = (floatBitsToUint(t41.xxxx)).x;
        uint tgsi_r = 0u;
        if (uint(tgsi_buf0.data.length()) >= 1u && tgsi_o <= (uint(tgsi_buf0.data.length()) - 1u) * 4u) {
            tgsi_r = atomicOr(tgsi_buf0.data[tgsi_o >> 2], tgsi_a);
        }
        t45.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    tgsi_store_outputs();
}
