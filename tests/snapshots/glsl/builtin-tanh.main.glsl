#version 450 core
// Translated from TGSI by Tungsten (COMP, 29 instructions)
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
const uvec4 imms[33] = uvec4[33](
    uvec4(0u, 3150824454u, 1017947596u, 3176961296u),
    uvec4(1040746136u, 3198855845u, 1077455419u, 1065353216u),
    uvec4(1073741824u, 1057791828u, 1056964608u, 3221225472u),
    uvec4(2147483648u, 0u, 4u, 8u),
    uvec4(1101004800u, 0u, 0u, 0u),
    uvec4(12u, 0u, 0u, 0u),
    uvec4(2147483648u, 2147483648u, 2147483648u, 2147483648u),
    uvec4(0u, 0u, 0u, 0u),
    uvec4(1048576000u, 1048576000u, 1048576000u, 1048576000u),
    uvec4(1017104780u, 1017104780u, 1017104780u, 1017104780u),
    uvec4(3175652318u, 3175652318u, 3175652318u, 3175652318u),
    uvec4(1039661492u, 1039661492u, 1039661492u, 1039661492u),
    uvec4(3197840138u, 3197840138u, 3197840138u, 3197840138u),
    uvec4(3181062922u, 3181062922u, 3181062922u, 3181062922u),
    uvec4(1055693471u, 1055693471u, 1055693471u, 1055693471u),
    uvec4(1069066811u, 1069066811u, 1069066811u, 1069066811u),
    uvec4(1082130432u, 1082130432u, 1082130432u, 1082130432u),
    uvec4(3146021096u, 3146021096u, 3146021096u, 3146021096u),
    uvec4(3180292290u, 3180292290u, 3180292290u, 3180292290u),
    uvec4(3189132012u, 3189132012u, 3189132012u, 3189132012u),
    uvec4(3211501630u, 3211501630u, 3211501630u, 3211501630u),
    uvec4(3228278846u, 3228278846u, 3228278846u, 3228278846u),
    uvec4(3232473150u, 3232473150u, 3232473150u, 3232473150u),
    uvec4(1085844027u, 1085844027u, 1085844027u, 1085844027u),
    uvec4(4294967295u, 4294967295u, 4294967295u, 4294967295u),
    uvec4(1137180672u, 1137180672u, 1137180672u, 1137180672u),
    uvec4(3223283673u, 3223283673u, 3223283673u, 3223283673u),
    uvec4(3296269749u, 3296269749u, 3296269749u, 3296269749u),
    uvec4(3368196337u, 3368196337u, 3368196337u, 3368196337u),
    uvec4(3440904060u, 3440904060u, 3440904060u, 3440904060u),
    uvec4(3513617330u, 3513617330u, 3513617330u, 3513617330u),
    uvec4(3549722447u, 3549722447u, 3549722447u, 3549722447u),
    uvec4(1114035402u, 1114035402u, 1114035402u, 1114035402u));
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
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t7.x = (vec4(exp2((uintBitsToFloat(imms[0].xxxx)).x))).x;
    t7.x = (t7 + uintBitsToFloat(imms[1].wwww)).x;
    t8.x = (tgsi_div(uintBitsToFloat(imms[2].xxxx), t7)).x;
    t9.x = ((-t8) + uintBitsToFloat(imms[1].wwww)).x;
    t11.x = (mix(uintBitsToFloat(imms[0].xxxx), t9, notEqual(imms[7].xxxx, uvec4(0u)))).x;
    t2.x = (uintBitsToFloat(floatBitsToUint(t11) | imms[3].yyyy)).x;
    {
        uint tgsi_w = (imms[3].yyyy).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t2);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t19.x = (vec4(exp2((uintBitsToFloat(imms[15].xxxx)).x))).x;
    t19.x = (t19 + uintBitsToFloat(imms[1].wwww)).x;
    t20.x = (tgsi_div(uintBitsToFloat(imms[2].xxxx), t19)).x;
    t21.x = ((-t20) + uintBitsToFloat(imms[1].wwww)).x;
    t23.x = (mix(uintBitsToFloat(imms[14].xxxx), t21, notEqual(imms[7].xxxx, uvec4(0u)))).x;
    t14.x = (uintBitsToFloat(floatBitsToUint(t23) | imms[3].yyyy)).x;
    {
        uint tgsi_w = (imms[3].zzzz).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t14);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t31.x = (vec4(exp2((uintBitsToFloat(imms[23].xxxx)).x))).x;
    t31.x = (t31 + uintBitsToFloat(imms[1].wwww)).x;
    t32.x = (tgsi_div(uintBitsToFloat(imms[2].xxxx), t31)).x;
    t33.x = ((-t32) + uintBitsToFloat(imms[1].wwww)).x;
    t35.x = (mix(uintBitsToFloat(imms[22].xxxx), t33, notEqual(imms[24].xxxx, uvec4(0u)))).x;
    t26.x = (uintBitsToFloat(floatBitsToUint(t35) | imms[3].xxxx)).x;
    {
        uint tgsi_w = (imms[3].wwww).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t26);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    t43.x = (vec4(exp2((uintBitsToFloat(imms[32].xxxx)).x))).x;
    t43.x = (t43 + uintBitsToFloat(imms[1].wwww)).x;
    t44.x = (tgsi_div(uintBitsToFloat(imms[2].xxxx), t43)).x;
    t45.x = ((-t44) + uintBitsToFloat(imms[1].wwww)).x;
    t47.x = (mix(uintBitsToFloat(imms[31].xxxx), t45, notEqual(imms[24].xxxx, uvec4(0u)))).x;
    t38.x = (uintBitsToFloat(floatBitsToUint(t47) | imms[3].yyyy)).x;
    {
        uint tgsi_w = (imms[5].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t38);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
