#version 450 core
// Translated from TGSI by Tungsten (COMP, 17 instructions)
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
const uvec4 imms[4] = uvec4[4](
    uvec4(0u, 1089470464u, 1073741824u, 3236954112u),
    uvec4(1084227584u, 1075838976u, 0u, 0u),
    uvec4(0u, 4u, 8u, 12u),
    uvec4(3221225472u, 3221225472u, 3221225472u, 3221225472u));
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
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t7.x = (tgsi_div(uintBitsToFloat(imms[0].yyyy), uintBitsToFloat(imms[0].zzzz))).x;
    t7.x = (trunc(t7)).x;
    t6.x = ((-t7) * uintBitsToFloat(imms[0].zzzz) + uintBitsToFloat(imms[0].yyyy)).x;
    {
        uint tgsi_w = (imms[2].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t6);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t11.x = (tgsi_div(uintBitsToFloat(imms[0].wwww), uintBitsToFloat(imms[0].zzzz))).x;
    t11.x = (trunc(t11)).x;
    t10.x = ((-t11) * uintBitsToFloat(imms[0].zzzz) + uintBitsToFloat(imms[0].wwww)).x;
    {
        uint tgsi_w = (imms[2].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t10);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t16.x = (tgsi_div(uintBitsToFloat(imms[0].yyyy), uintBitsToFloat(imms[3].xxxx))).x;
    t16.x = (trunc(t16)).x;
    t15.x = ((-t16) * uintBitsToFloat(imms[3].xxxx) + uintBitsToFloat(imms[0].yyyy)).x;
    {
        uint tgsi_w = (imms[2].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t15);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t19.x = (tgsi_div(uintBitsToFloat(imms[1].xxxx), uintBitsToFloat(imms[1].yyyy))).x;
    t19.x = (trunc(t19)).x;
    t18.x = ((-t19) * uintBitsToFloat(imms[1].yyyy) + uintBitsToFloat(imms[1].xxxx)).x;
    {
        uint tgsi_w = (imms[2].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t18);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
