#version 450 core
// Translated from TGSI by Tungsten (COMP, 21 instructions)
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
const uvec4 imms[6] = uvec4[6](
    uvec4(0u, 3212836864u, 1065353216u, 1065269953u),
    uvec4(0u, 4u, 8u, 12u),
    uvec4(3184248987u, 1073741824u, 0u, 0u),
    uvec4(1082130432u, 1082130432u, 1082130432u, 1082130432u),
    uvec4(1065187105u, 1065187105u, 1065187105u, 1065187105u),
    uvec4(3225253665u, 3225253665u, 3225253665u, 3225253665u));
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
float tgsi_sqrt(float x) {
    if (x > 0.0 && !isinf(x)) {
        return sqrt(x);
    }
    return (x == 0.0 || x > 0.0) ? x : uintBitsToFloat(0x7fc00000u);
}
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
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t2.x = (uintBitsToFloat(imms[0].xxxx)).x;
    t2.y = (uintBitsToFloat(imms[0].yyyy)).y;
    t3.x = (uintBitsToFloat(imms[0].xxxx)).x;
    t3.y = (uintBitsToFloat(imms[0].zzzz)).y;
    t9 = vec4(tgsi_sqrt((uintBitsToFloat(imms[0].zzzz)).x));
    t9 = uintBitsToFloat(imms[0].zzzz) * uintBitsToFloat(imms[0].yyyy) + t9.xxxx;
    t10 = uintBitsToFloat(imms[0].zzzz) * t2;
    t10 = (-t9.xxxx) * t3 + t10;
    t6.xy = (mix(t10, uintBitsToFloat(imms[0].xxxx), lessThan(uintBitsToFloat(imms[0].zzzz), vec4(0.0)))).xy;
    {
        uint tgsi_w = (imms[1].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t6.xxxx);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[1].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t6.yyyy);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t11.x = (uintBitsToFloat(imms[0].wwww)).x;
    t11.y = (uintBitsToFloat(imms[2].xxxx)).y;
    t16 = vec4(tgsi_sqrt((uintBitsToFloat(imms[5].xxxx)).x));
    t16 = uintBitsToFloat(imms[2].yyyy) * uintBitsToFloat(imms[2].xxxx) + t16.xxxx;
    t17 = uintBitsToFloat(imms[2].yyyy) * t11;
    t17 = (-t16.xxxx) * t3 + t17;
    t13.xy = (mix(t17, uintBitsToFloat(imms[0].xxxx), lessThan(uintBitsToFloat(imms[5].xxxx), vec4(0.0)))).xy;
    {
        uint tgsi_w = (imms[1].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t13.xxxx);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[1].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t13.yyyy);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
