#version 450 core
// Translated from TGSI by Tungsten (COMP, 36 instructions)
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
const uvec4 imms[10] = uvec4[10](
    uvec4(2u, 0u, 4294967295u, 1u),
    uvec4(0u, 4u, 8u, 12u),
    uvec4(16u, 20u, 24u, 28u),
    uvec4(21u, 22u, 23u, 9u),
    uvec4(10u, 0u, 0u, 0u),
    uvec4(2u, 0u, 2u, 2u),
    uvec4(4294967295u, 0u, 4294967295u, 4294967295u),
    uvec4(1u, 1u, 1u, 1u),
    uvec4(4294967295u, 1u, 4294967295u, 4294967295u),
    uvec4(1u, 0u, 1u, 1u));
layout(binding = 0, r32ui) uniform uimage2D tgsi_cs_img0;
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
layout(binding = 1, r32ui) uniform uimage2DArray tgsi_cs_img1;
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
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t1 = uintBitsToFloat(imageLoad(tgsi_cs_img0, (ivec4(imms[5].xyxx)).xy));
    {
        uint tgsi_w = (imms[1].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t1.xxxx);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t4 = uintBitsToFloat(imageLoad(tgsi_cs_img0, (ivec4(imms[6].xyxx)).xy));
    {
        uint tgsi_w = (imms[1].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t4.xxxx);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t7 = uintBitsToFloat(imageLoad(tgsi_cs_img0, (ivec4(imms[5].yxyy)).xy));
    {
        uint tgsi_w = (imms[1].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t7.xxxx);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t10 = uintBitsToFloat(imageLoad(tgsi_cs_img0, (ivec4(imms[6].yxyy)).xy));
    {
        uint tgsi_w = (imms[1].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t10.xxxx);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t14.xy = (uintBitsToFloat(imms[5].yyyy)).xy;
    t14.z = (uintBitsToFloat(imms[0].xxxx)).z;
    t13 = uintBitsToFloat(imageLoad(tgsi_cs_img1, (floatBitsToInt(t14)).xyz));
    {
        uint tgsi_w = (imms[2].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t13.xxxx);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t17.xy = (uintBitsToFloat(imms[5].yyyy)).xy;
    t17.z = (uintBitsToFloat(imms[0].zzzz)).z;
    t16 = uintBitsToFloat(imageLoad(tgsi_cs_img1, (floatBitsToInt(t17)).xyz));
    {
        uint tgsi_w = (imms[2].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t16.xxxx);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t19 = uintBitsToFloat(imageLoad(tgsi_cs_img0, (ivec4(imms[7].xxxx)).xy));
    {
        uint tgsi_w = (imms[2].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t19.xxxx);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t23.xy = (uintBitsToFloat(imms[5].yyyy)).xy;
    t23.z = (uintBitsToFloat(imms[0].wwww)).z;
    t22 = uintBitsToFloat(imageLoad(tgsi_cs_img1, (floatBitsToInt(t23)).xyz));
    {
        uint tgsi_w = (imms[2].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t22.xxxx);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    imageStore(tgsi_cs_img0, (ivec4(imms[5].xyxx)).xy, imms[2].yyyy);
    imageStore(tgsi_cs_img0, (ivec4(imms[5].yxyy)).xy, imms[3].xxxx);
    imageStore(tgsi_cs_img0, (ivec4(imms[8].xyxx)).xy, imms[3].yyyy);
    t35.xy = (uintBitsToFloat(imms[5].yyyy)).xy;
    t35.z = (uintBitsToFloat(imms[0].xxxx)).z;
    imageStore(tgsi_cs_img1, (floatBitsToInt(t35)).xyz, imms[3].zzzz);
    t38.xy = (uintBitsToFloat(imms[9].xyxx)).xy;
    t38.z = (uintBitsToFloat(imms[0].zzzz)).z;
    imageStore(tgsi_cs_img1, (floatBitsToInt(t38)).xyz, imms[2].zzzz);
    imageStore(tgsi_cs_img0, (ivec4(imms[7].xxxx)).xy, imms[3].wwww);
    t44.xy = (uintBitsToFloat(imms[9].xyxx)).xy;
    t44.z = (uintBitsToFloat(imms[0].wwww)).z;
    imageStore(tgsi_cs_img1, (floatBitsToInt(t44)).xyz, imms[4].xxxx);
    tgsi_store_outputs();
}
