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
const uvec4 imms[6] = uvec4[6](
    uvec4(0u, 1065353216u, 1017818719u, 3182320182u),
    uvec4(1043887842u, 3198754052u, 1065350968u, 1070141403u),
    uvec4(0u, 4u, 8u, 12u),
    uvec4(1056964608u, 3225419776u, 0u, 0u),
    uvec4(1077936128u, 1077936128u, 1077936128u, 1077936128u),
    uvec4(3212836864u, 3212836864u, 3212836864u, 3212836864u));
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
float tgsi_div(float a, float b) {
    if (isnan(a) || isnan(b) || isinf(a) || isinf(b) || b == 0.0) {
        if (isnan(a) || isnan(b) || (a == 0.0 && b == 0.0) || (isinf(a) && isinf(b))) {
            return uintBitsToFloat(0x7fc00000u);
        }
        uint sign = (floatBitsToUint(a) ^ floatBitsToUint(b)) & 0x80000000u;
        return uintBitsToFloat(sign | (isinf(a) || b == 0.0 ? 0x7f800000u : 0u));
    }
    precise float q = abs(b) > uintBitsToFloat(0x7e800000u) ? (a * 0.25) / (b * 0.25) : a / b;
    return q;
}
vec4 tgsi_div(vec4 a, vec4 b) {
    return vec4(tgsi_div(a.x, b.x), tgsi_div(a.y, b.y), tgsi_div(a.z, b.z), tgsi_div(a.w, b.w));
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
    t18 = vec4(0.0);
    t19 = vec4(0.0);
    t20 = vec4(0.0);
    t21 = vec4(0.0);
    t22 = vec4(0.0);
    t23 = vec4(0.0);
    t24 = vec4(0.0);
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t3.x = (tgsi_div(uintBitsToFloat(imms[0].xxxx), uintBitsToFloat(imms[0].yyyy))).x;
    t4.x = (t3 * t3).x;
    t5.x = (t4 * uintBitsToFloat(imms[0].zzzz) + uintBitsToFloat(imms[0].wwww)).x;
    t5.x = (t5 * t4 + uintBitsToFloat(imms[1].xxxx)).x;
    t5.x = (t5 * t4 + uintBitsToFloat(imms[1].yyyy)).x;
    t5.x = (t5 * t4 + uintBitsToFloat(imms[1].zzzz)).x;
    t5.x = (t5 * t3).x;
    t6.x = ((-t5) + uintBitsToFloat(imms[1].wwww)).x;
    t5.x = (uintBitsToFloat(imms[0].xxxx) * (t6 - t5) + t5).x;
    t2.x = (t5 * uintBitsToFloat(imms[0].xxxx)).x;
    {
        uint tgsi_w = (imms[2].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t2);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t9.x = (tgsi_div(uintBitsToFloat(imms[3].xxxx), uintBitsToFloat(imms[0].yyyy))).x;
    t10.x = (t9 * t9).x;
    t11.x = (t10 * uintBitsToFloat(imms[0].zzzz) + uintBitsToFloat(imms[0].wwww)).x;
    t11.x = (t11 * t10 + uintBitsToFloat(imms[1].xxxx)).x;
    t11.x = (t11 * t10 + uintBitsToFloat(imms[1].yyyy)).x;
    t11.x = (t11 * t10 + uintBitsToFloat(imms[1].zzzz)).x;
    t11.x = (t11 * t9).x;
    t12.x = ((-t11) + uintBitsToFloat(imms[1].wwww)).x;
    t11.x = (uintBitsToFloat(imms[0].xxxx) * (t12 - t11) + t11).x;
    t8.x = (t11 * uintBitsToFloat(imms[0].yyyy)).x;
    {
        uint tgsi_w = (imms[2].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t8);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t15.x = (tgsi_div(uintBitsToFloat(imms[0].yyyy), uintBitsToFloat(imms[4].xxxx))).x;
    t16.x = (t15 * t15).x;
    t17.x = (t16 * uintBitsToFloat(imms[0].zzzz) + uintBitsToFloat(imms[0].wwww)).x;
    t17.x = (t17 * t16 + uintBitsToFloat(imms[1].xxxx)).x;
    t17.x = (t17 * t16 + uintBitsToFloat(imms[1].yyyy)).x;
    t17.x = (t17 * t16 + uintBitsToFloat(imms[1].zzzz)).x;
    t17.x = (t17 * t15).x;
    t18.x = ((-t17) + uintBitsToFloat(imms[1].wwww)).x;
    t17.x = (uintBitsToFloat(imms[0].yyyy) * (t18 - t17) + t17).x;
    t14.x = (t17 * uintBitsToFloat(imms[5].xxxx)).x;
    {
        uint tgsi_w = (imms[2].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t14);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t21.x = (tgsi_div(uintBitsToFloat(imms[0].yyyy), uintBitsToFloat(imms[0].yyyy))).x;
    t22.x = (t21 * t21).x;
    t23.x = (t22 * uintBitsToFloat(imms[0].zzzz) + uintBitsToFloat(imms[0].wwww)).x;
    t23.x = (t23 * t22 + uintBitsToFloat(imms[1].xxxx)).x;
    t23.x = (t23 * t22 + uintBitsToFloat(imms[1].yyyy)).x;
    t23.x = (t23 * t22 + uintBitsToFloat(imms[1].zzzz)).x;
    t23.x = (t23 * t21).x;
    t24.x = ((-t23) + uintBitsToFloat(imms[1].wwww)).x;
    t23.x = (uintBitsToFloat(imms[0].xxxx) * (t24 - t23) + t23).x;
    t20.x = (t23 * uintBitsToFloat(imms[0].yyyy)).x;
    {
        uint tgsi_w = (imms[2].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t20);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
