#version 450 core
#extension GL_ARB_gpu_shader_int64 : require
// Translated from TGSI by Tungsten (COMP, 49 instructions)
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
precise vec4 t47;
precise vec4 t48;
precise vec4 t49;
precise vec4 t50;
precise vec4 t51;
precise vec4 t52;
precise vec4 t53;
precise vec4 t54;
precise vec4 t55;
precise vec4 t56;
precise vec4 t57;
precise vec4 t58;
precise vec4 t59;
precise vec4 t60;
const uvec4 imms[21] = uvec4[21](
    uvec4(0u, 4294967295u, 1u, 2147483648u),
    uvec4(4u, 32u, 2u, 16u),
    uvec4(20u, 24u, 28u, 8u),
    uvec4(7u, 0u, 3u, 5u),
    uvec4(4294967287u, 4294967295u, 10u, 48u),
    uvec4(52u, 0u, 0u, 0u),
    uvec4(4294967295u, 4294967295u, 4294967295u, 4294967295u),
    uvec4(1u, 1u, 1u, 1u),
    uvec4(1u, 1u, 1u, 1u),
    uvec4(0u, 0u, 0u, 0u),
    uvec4(3u, 3u, 3u, 3u),
    uvec4(12u, 12u, 12u, 12u),
    uvec4(0u, 1u, 0u, 0u),
    uvec4(0u, 2147483648u, 0u, 0u),
    uvec4(7u, 7u, 7u, 7u),
    uvec4(9u, 9u, 9u, 9u),
    uvec4(36u, 36u, 36u, 36u),
    uvec4(40u, 40u, 40u, 40u),
    uvec4(4294967287u, 4294967287u, 4294967287u, 4294967287u),
    uvec4(11u, 11u, 11u, 11u),
    uvec4(44u, 44u, 44u, 44u));
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
    t47 = vec4(0.0);
    t48 = vec4(0.0);
    t49 = vec4(0.0);
    t50 = vec4(0.0);
    t51 = vec4(0.0);
    t52 = vec4(0.0);
    t53 = vec4(0.0);
    t54 = vec4(0.0);
    t55 = vec4(0.0);
    t56 = vec4(0.0);
    t57 = vec4(0.0);
    t58 = vec4(0.0);
    t59 = vec4(0.0);
    t60 = vec4(0.0);
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t7.xy = (uintBitsToFloat(imms[0].zxzz)).xy;
    t9.x = (uintBitsToFloat(imms[7].xxxx)).x;
    {
        uint tgsi_w = (imms[0].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t9);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t7)).xy) >> ((imms[1].yyyy).x & 63u);
        t12.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t13.x = (t12.xxxx).x;
    {
        uint tgsi_w = (imms[1].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t13);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t15.xy = (uintBitsToFloat(imms[0].xxxx)).xy;
    t17.x = (uintBitsToFloat(imms[9].xxxx)).x;
    {
        uint tgsi_w = (imms[2].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t17);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t15)).xy) >> ((imms[1].yyyy).x & 63u);
        t20.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t21.x = (t20.xxxx).x;
    {
        uint tgsi_w = (imms[11].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t21);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t22 = uintBitsToFloat(imms[12].xyxx);
    {
        uint tgsi_r = (packUint2x32((floatBitsToUint(t22)).xy) != packUint2x32((imms[0].xxxx).xy) ? 0xffffffffu : 0u);
        t24.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    t25.x = (uintBitsToFloat(floatBitsToUint(t24.xxxx) & imms[0].zzzz)).x;
    {
        uint tgsi_w = (imms[1].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t25);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t26 = uintBitsToFloat(imms[9].xxxx);
    {
        uint tgsi_r = (packUint2x32((floatBitsToUint(t26)).xy) != packUint2x32((imms[0].xxxx).xy) ? 0xffffffffu : 0u);
        t28.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    t29.x = (uintBitsToFloat(floatBitsToUint(t28.xxxx) & imms[0].zzzz)).x;
    {
        uint tgsi_w = (imms[2].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t29);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t30 = uintBitsToFloat(imms[12].yxyy);
    {
        uint tgsi_r = (packUint2x32((floatBitsToUint(t30)).xy) != packUint2x32((imms[0].xxxx).xy) ? 0xffffffffu : 0u);
        t32.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    t33.x = (uintBitsToFloat(floatBitsToUint(t32.xxxx) & imms[0].zzzz)).x;
    {
        uint tgsi_w = (imms[2].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t33);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t34 = uintBitsToFloat(imms[13].xyxx);
    {
        uint tgsi_r = (packUint2x32((floatBitsToUint(t34)).xy) != packUint2x32((imms[0].xxxx).xy) ? 0xffffffffu : 0u);
        t36.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    t37.x = (uintBitsToFloat(floatBitsToUint(t36.xxxx) & imms[0].zzzz)).x;
    {
        uint tgsi_w = (imms[2].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t37);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t39.xy = (uintBitsToFloat(imms[3].xyxx)).xy;
    t41.x = (uintBitsToFloat(imms[14].xxxx)).x;
    {
        uint tgsi_w = (imms[1].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t41);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t39)).xy) >> ((imms[1].yyyy).x & 63u);
        t44.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t45.x = (t44.xxxx).x;
    {
        uint tgsi_w = (imms[16].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t45);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t47.xy = (uintBitsToFloat(imms[4].xyxx)).xy;
    t49.x = (uintBitsToFloat(imms[18].xxxx)).x;
    {
        uint tgsi_w = (imms[17].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t49);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t47)).xy) >> ((imms[1].yyyy).x & 63u);
        t52.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t53.x = (t52.xxxx).x;
    {
        uint tgsi_w = (imms[20].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t53);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t54.xy = (uintBitsToFloat(imms[0].zxzx)).xy;
    t54.zw = (uintBitsToFloat(imms[0].xzxz)).zw;
    {
        uint tgsi_r = (packUint2x32((floatBitsToUint(t54.xyxy)).xy) == packUint2x32((imms[3].zyzz).xy) ? 0xffffffffu : 0u);
        t56.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    t57.x = (uintBitsToFloat(floatBitsToUint(t56.xxxx) & imms[0].zzzz)).x;
    {
        uint tgsi_w = (imms[4].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t57);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_r = (packUint2x32((floatBitsToUint(t54.zwzw)).xy) == packUint2x32((imms[0].xzxx).xy) ? 0xffffffffu : 0u);
        t59.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
    }
    t60.x = (uintBitsToFloat(floatBitsToUint(t59.xxxx) & imms[0].zzzz)).x;
    {
        uint tgsi_w = (imms[5].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t60);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
