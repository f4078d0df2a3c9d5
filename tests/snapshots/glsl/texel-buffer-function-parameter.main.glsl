#version 450 core
// Translated from TGSI by Tungsten (COMP, 59 instructions)
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
precise vec4 ta1[4];
precise vec4 ta2[4];
precise vec4 ta3[4];
precise vec4 t0;
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
ivec4 addr0;
const uvec4 imms[3] = uvec4[3](
    uvec4(0u, 4294967294u, 1u, 4u),
    uvec4(0u, 3u, 1u, 2147483648u),
    uvec4(4294967295u, 4u, 0u, 0u));
layout(binding = 0, r32i) uniform iimageBuffer tgsi_cs_img0;
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
ivec4 tgsi_idiv(ivec4 a, ivec4 b) {
    ivec4 q = ivec4(uvec4(abs(a)) / max(uvec4(abs(b)), uvec4(1u)));
    ivec4 s = (a ^ b) >> 31;
    return ((q ^ s) - s) * ivec4(notEqual(b, ivec4(0)));
}
void tgsi_load_inputs() {
    for (int i = 0; i < 4; i++) ta1[i] = vec4(0.0);
    for (int i = 0; i < 4; i++) ta2[i] = vec4(0.0);
    for (int i = 0; i < 4; i++) ta3[i] = vec4(0.0);
    t0 = vec4(0.0);
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
    addr0 = ivec4(0);
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t0 = uintBitsToFloat(imms[0].xxxx);
    ta2[0] = uintBitsToFloat(imms[0].xxxx);
    ta2[1] = uintBitsToFloat(imms[0].xxxx);
    ta2[2] = uintBitsToFloat(imms[0].xxxx);
    ta2[3] = uintBitsToFloat(imms[0].xxxx);
    t9 = uintBitsToFloat(imms[1].xxxx);
    t9 = uintBitsToFloat(imms[1].xxxx);
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t13 = intBitsToFloat(ivec4(imageSize(tgsi_cs_img0), 0, 0, 0));
        t14.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t9.xxxx), floatBitsToUint(t13))))).x;
        t15.x = (uintBitsToFloat(~floatBitsToUint(t14))).x;
        if ((floatBitsToUint(t15.xxxx)).x != 0u) {
            break;
        }
        t17 = intBitsToFloat((uint((floatBitsToInt(t9.xxxx)).x) < uint(imageSize(tgsi_cs_img0)) ? imageLoad(tgsi_cs_img0, (floatBitsToInt(t9.xxxx)).x) : ivec4(0)));
        t20.x = (uintBitsToFloat(min(floatBitsToUint(t9.xxxx), imms[1].yyyy))).x;
        t21.x = (uintBitsToFloat(floatBitsToUint(t20.xxxx) * imms[1].zzzz)).x;
        addr0.x = (floatBitsToInt(t21.xxxx)).x;
        { int tgsi_i = addr0.x; if (uint(tgsi_i) < 4u) ta2[tgsi_i] = t17.xxxx; }
        t25.x = (intBitsToFloat(-ivec4(equal(floatBitsToUint(t17.xxxx), imms[1].wwww)))).x;
        t25.x = (uintBitsToFloat(floatBitsToUint(t25) & imms[1].xxxx)).x;
        t24.x = (uintBitsToFloat(imms[1].xxxx | floatBitsToUint(t25))).x;
        t27.x = (mix(uintBitsToFloat(imms[0].yyyy), uintBitsToFloat(imms[1].zzzz), notEqual(floatBitsToUint(t24), uvec4(0u)))).x;
        t23.x = (intBitsToFloat(tgsi_idiv(floatBitsToInt(t17.xxxx), floatBitsToInt(t27)))).x;
        t28.x = (uintBitsToFloat(floatBitsToUint(t23) + (-imms[0].zzzz))).x;
        t30.x = (uintBitsToFloat(floatBitsToUint(t28) + floatBitsToUint(t9.xxxx))).x;
        imageStore(tgsi_cs_img0, (floatBitsToInt(t9.xxxx)).x, floatBitsToInt(t30.xxxx));
        t33.x = (uintBitsToFloat(floatBitsToUint(t9.xxxx) + imms[1].zzzz)).x;
        t9 = t33;
    }
    ta3[0] = ta2[0];
    ta3[1] = ta2[1];
    ta3[2] = ta2[2];
    ta3[3] = ta2[3];
    ta1[0] = ta3[0];
    ta1[1] = ta3[1];
    ta1[2] = ta3[2];
    ta1[3] = ta3[3];
    t0 = uintBitsToFloat(imms[0].xxxx);
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t41.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToInt(t0.xxxx), ivec4(imms[0].wwww))))).x;
        t42.x = (uintBitsToFloat(~floatBitsToUint(t41))).x;
        if ((floatBitsToUint(t42.xxxx)).x != 0u) {
            break;
        }
        t44.x = (uintBitsToFloat(floatBitsToUint(t0.xxxx) * imms[2].yyyy)).x;
        t46 = intBitsToFloat((uint((floatBitsToInt(t0.xxxx)).x) < uint(imageSize(tgsi_cs_img0)) ? imageLoad(tgsi_cs_img0, (floatBitsToInt(t0.xxxx)).x) : ivec4(0)));
        {
            uint tgsi_w = (floatBitsToUint(t44.xxxx)).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t46.xxxx);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t49.x = (uintBitsToFloat(imms[0].wwww + floatBitsToUint(t0.xxxx))).x;
        t50.x = (uintBitsToFloat(floatBitsToUint(t49.xxxx) * imms[2].yyyy)).x;
        t52.x = (uintBitsToFloat(min(floatBitsToUint(t0.xxxx), imms[1].yyyy))).x;
        t53.x = (uintBitsToFloat(floatBitsToUint(t52.xxxx) * imms[1].zzzz)).x;
        addr0.x = (floatBitsToInt(t53.xxxx)).x;
        t54 = (uint(addr0.x) < 4u ? ta1[addr0.x] : vec4(0.0));
        {
            uint tgsi_w = (floatBitsToUint(t50.xxxx)).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t54);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t56.x = (uintBitsToFloat(floatBitsToUint(t0.xxxx) + imms[0].zzzz)).x;
        t0 = t56;
    }
    tgsi_store_outputs();
}
