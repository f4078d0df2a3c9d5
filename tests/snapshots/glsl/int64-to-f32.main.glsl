#version 450 core
#extension GL_ARB_gpu_shader_int64 : require
// Translated from TGSI by Tungsten (COMP, 22 instructions)
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
const uvec4 imms[9] = uvec4[9](
    uvec4(0u, 4294967295u, 2147483647u, 2147483648u),
    uvec4(16777217u, 0u, 1u, 4u),
    uvec4(8u, 12u, 16u, 20u),
    uvec4(24u, 0u, 0u, 0u),
    uvec4(4294967295u, 4294967295u, 4294967295u, 4294967295u),
    uvec4(4294967295u, 2147483647u, 4294967295u, 4294967295u),
    uvec4(0u, 2147483648u, 0u, 0u),
    uvec4(16777217u, 0u, 16777217u, 16777217u),
    uvec4(1u, 1u, 1u, 1u));
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
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t7 = uintBitsToFloat(imms[4].xxxx);
    {
        float tgsi_r = float(int64_t(packUint2x32((floatBitsToUint(t7)).xy)));
        t8.x = (vec4(tgsi_r)).x;
    }
    {
        uint tgsi_w = (imms[0].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t8);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t9 = uintBitsToFloat(imms[5].xyxx);
    {
        float tgsi_r = float(int64_t(packUint2x32((floatBitsToUint(t9)).xy)));
        t10.x = (vec4(tgsi_r)).x;
    }
    {
        uint tgsi_w = (imms[1].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t10);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t11 = uintBitsToFloat(imms[4].xxxx);
    {
        float tgsi_r = float(packUint2x32((floatBitsToUint(t11)).xy));
        t12.x = (vec4(tgsi_r)).x;
    }
    {
        uint tgsi_w = (imms[2].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t12);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t13 = uintBitsToFloat(imms[6].xyxx);
    {
        float tgsi_r = float(int64_t(packUint2x32((floatBitsToUint(t13)).xy)));
        t14.x = (vec4(tgsi_r)).x;
    }
    {
        uint tgsi_w = (imms[2].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t14);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t15 = uintBitsToFloat(imms[7].xyxx);
    {
        float tgsi_r = float(packUint2x32((floatBitsToUint(t15)).xy));
        t16.x = (vec4(tgsi_r)).x;
    }
    {
        uint tgsi_w = (imms[2].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t16);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t17 = uintBitsToFloat(imms[6].xxxx);
    {
        float tgsi_r = float(int64_t(packUint2x32((floatBitsToUint(t17)).xy)));
        t18.x = (vec4(tgsi_r)).x;
    }
    {
        uint tgsi_w = (imms[2].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t18);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t19 = uintBitsToFloat(imms[8].xxxx);
    {
        float tgsi_r = float(packUint2x32((floatBitsToUint(t19)).xy));
        t20.x = (vec4(tgsi_r)).x;
    }
    {
        uint tgsi_w = (imms[3].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t20);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
