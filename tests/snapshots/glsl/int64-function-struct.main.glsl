#version 450 core
#extension GL_ARB_gpu_shader_int64 : require
// Translated from TGSI by Tungsten (COMP, 41 instructions)
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
precise vec4 ta1[3];
precise vec4 ta2[2];
precise vec4 ta3[2];
precise vec4 ta4[2];
precise vec4 ta5[3];
precise vec4 t0;
precise vec4 t4;
precise vec4 t9;
precise vec4 t10;
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
ivec4 addr0;
const uvec4 imms[10] = uvec4[10](
    uvec4(0u, 4294967282u, 4294967295u, 3u),
    uvec4(0u, 2u, 0u, 0u),
    uvec4(2u, 1u, 0u, 4u),
    uvec4(32u, 8u, 0u, 12u),
    uvec4(1u, 1u, 1u, 1u),
    uvec4(3u, 3u, 3u, 3u),
    uvec4(2u, 2u, 2u, 2u),
    uvec4(16u, 16u, 16u, 16u),
    uvec4(5u, 5u, 5u, 5u),
    uvec4(20u, 20u, 20u, 20u));
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
void tgsi_load_inputs() {
    for (int i = 0; i < 3; i++) ta1[i] = vec4(0.0);
    for (int i = 0; i < 2; i++) ta2[i] = vec4(0.0);
    for (int i = 0; i < 2; i++) ta3[i] = vec4(0.0);
    for (int i = 0; i < 2; i++) ta4[i] = vec4(0.0);
    for (int i = 0; i < 3; i++) ta5[i] = vec4(0.0);
    t0 = vec4(0.0);
    t4 = vec4(0.0);
    t9 = vec4(0.0);
    t10 = vec4(0.0);
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
    addr0 = ivec4(0);
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    ta1[0] = uintBitsToFloat(imms[0].xxxx);
    ta1[1] = uintBitsToFloat(imms[0].xxxx);
    ta1[2] = uintBitsToFloat(imms[0].xxxx);
    ta2[0] = uintBitsToFloat(imms[0].yzyy);
    ta2[1] = uintBitsToFloat(imms[2].xyxx);
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(ta2[0])).xy) * packUint2x32((imms[0].wxww).xy);
        t9.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(ta2[1])).xy) * packUint2x32((imms[0].wxww).xy);
        t10.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    ta4[0] = t9;
    ta4[1] = t10;
    ta3[0] = ta4[0];
    ta3[1] = ta4[1];
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(ta3[1])).xy) + packUint2x32((imms[2].yzyy).xy);
        t13.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t15.x = (t13.xxxx).x;
    {
        uint tgsi_w = (imms[0].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t15);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t13)).xy) >> ((imms[3].xxxx).x & 63u);
        t18.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t19.x = (t18.xxxx).x;
    {
        uint tgsi_w = (imms[2].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t19);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t0 = ta3[0];
    t20 = t0;
    {
        int64_t tgsi_r = -int64_t(packUint2x32((floatBitsToUint(t20)).xy));
        t21.xy = (uintBitsToFloat(uvec4(unpackUint2x32(uint64_t(tgsi_r)), 0u, 0u))).xy;
    }
    t22 = t21;
    {
        int64_t tgsi_r = -int64_t(packUint2x32((floatBitsToUint(t22)).xy));
        t23.xy = (uintBitsToFloat(uvec4(unpackUint2x32(uint64_t(tgsi_r)), 0u, 0u))).xy;
    }
    t25.x = (t23.xxxx).x;
    {
        uint tgsi_w = (imms[3].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t25);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t23)).xy) >> ((imms[3].xxxx).x & 63u);
        t28.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t29.x = (t28.xxxx).x;
    {
        uint tgsi_w = (imms[3].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t29);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    ta5[0] = uintBitsToFloat(imms[2].wzww);
    ta5[1] = uintBitsToFloat(imms[3].yzyy);
    ta5[2] = uintBitsToFloat(imms[3].wzww);
    ta1[0] = ta5[0];
    ta1[1] = ta5[1];
    ta1[2] = ta5[2];
    addr0.x = (ivec4(imms[2].xxxx)).x;
    t36 = (uint(addr0.x) < 3u ? ta1[addr0.x] : vec4(0.0));
    t38.x = (t36.xxxx).x;
    {
        uint tgsi_w = (imms[7].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t38);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint64_t tgsi_r = packUint2x32((floatBitsToUint(t36)).xy) >> ((imms[3].xxxx).x & 63u);
        t41.xy = (uintBitsToFloat(uvec4(unpackUint2x32(tgsi_r), 0u, 0u))).xy;
    }
    t42.x = (t41.xxxx).x;
    {
        uint tgsi_w = (imms[9].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t42);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
