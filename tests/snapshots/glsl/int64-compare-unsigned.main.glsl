#version 450 core
#extension GL_ARB_gpu_shader_int64 : require
// Translated from TGSI by Tungsten (COMP, 85 instructions)
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
precise vec4 ta1[5];
precise vec4 ta2[5];
precise vec4 ta3[5];
precise vec4 ta4[5];
precise vec4 t10;
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
precise vec4 t61;
precise vec4 t62;
precise vec4 t63;
precise vec4 t64;
precise vec4 t65;
precise vec4 t66;
precise vec4 t67;
precise vec4 t68;
precise vec4 t69;
precise vec4 t70;
precise vec4 t71;
precise vec4 t72;
precise vec4 t73;
precise vec4 t74;
precise vec4 t75;
precise vec4 t76;
ivec4 addr0;
const uvec4 imms[4] = uvec4[4](
    uvec4(0u, 4294967295u, 1u, 2147483648u),
    uvec4(7u, 0u, 2u, 5u),
    uvec4(4294967295u, 2147483647u, 4u, 6u),
    uvec4(3u, 0u, 0u, 0u));
layout(std430, binding = 0) buffer tgsi_cs_buffer0 { uint data[]; } tgsi_buf0;
void tgsi_load_inputs() {
    for (int i = 0; i < 5; i++) ta1[i] = vec4(0.0);
    for (int i = 0; i < 5; i++) ta2[i] = vec4(0.0);
    for (int i = 0; i < 5; i++) ta3[i] = vec4(0.0);
    for (int i = 0; i < 5; i++) ta4[i] = vec4(0.0);
    t10 = vec4(0.0);
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
    t61 = vec4(0.0);
    t62 = vec4(0.0);
    t63 = vec4(0.0);
    t64 = vec4(0.0);
    t65 = vec4(0.0);
    t66 = vec4(0.0);
    t67 = vec4(0.0);
    t68 = vec4(0.0);
    t69 = vec4(0.0);
    t70 = vec4(0.0);
    t71 = vec4(0.0);
    t72 = vec4(0.0);
    t73 = vec4(0.0);
    t74 = vec4(0.0);
    t75 = vec4(0.0);
    t76 = vec4(0.0);
    addr0 = ivec4(0);
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    ta1[0] = uintBitsToFloat(imms[0].xxxx);
    ta1[1] = uintBitsToFloat(imms[0].xxxx);
    ta1[2] = uintBitsToFloat(imms[0].xxxx);
    ta1[3] = uintBitsToFloat(imms[0].xxxx);
    ta1[4] = uintBitsToFloat(imms[0].xxxx);
    ta2[0] = uintBitsToFloat(imms[0].xxxx);
    ta2[1] = uintBitsToFloat(imms[0].xxxx);
    ta2[2] = uintBitsToFloat(imms[0].xxxx);
    ta2[3] = uintBitsToFloat(imms[0].xxxx);
    ta2[4] = uintBitsToFloat(imms[0].xxxx);
    t10 = uintBitsToFloat(imms[0].xxxx);
    ta3[0] = uintBitsToFloat(imms[0].yyyy);
    ta3[1] = uintBitsToFloat(imms[0].xzxx);
    ta3[2] = uintBitsToFloat(imms[0].yzyy);
    ta3[3] = uintBitsToFloat(imms[0].xwxx);
    ta3[4] = uintBitsToFloat(imms[1].xyxx);
    ta1[0] = ta3[0];
    ta1[1] = ta3[1];
    ta1[2] = ta3[2];
    ta1[3] = ta3[3];
    ta1[4] = ta3[4];
    ta4[0] = uintBitsToFloat(imms[0].zxzz);
    ta4[1] = uintBitsToFloat(imms[0].yxyy);
    ta4[2] = uintBitsToFloat(imms[1].yzyy);
    ta4[3] = uintBitsToFloat(imms[2].xyxx);
    ta4[4] = uintBitsToFloat(imms[1].xyxx);
    ta2[0] = ta4[0];
    ta2[1] = ta4[1];
    ta2[2] = ta4[2];
    ta2[3] = ta4[3];
    ta2[4] = ta4[4];
    t10 = uintBitsToFloat(imms[0].xxxx);
    for (int tgsi_loop0 = 0; tgsi_loop0 < 1048576; tgsi_loop0++) {
        t24.x = (intBitsToFloat(-ivec4(lessThan(floatBitsToUint(t10.xxxx), imms[1].wwww)))).x;
        t25.x = (uintBitsToFloat(~floatBitsToUint(t24))).x;
        if ((floatBitsToUint(t25.xxxx)).x != 0u) {
            break;
        }
        t27.x = (uintBitsToFloat(min(floatBitsToUint(t10.xxxx), imms[2].zzzz))).x;
        t28.x = (uintBitsToFloat(floatBitsToUint(t27.xxxx) * imms[0].zzzz)).x;
        addr0.x = (floatBitsToInt(t28.xxxx)).x;
        t29 = (uint(addr0.x) < 5u ? ta1[addr0.x] : vec4(0.0));
        t31.x = (uintBitsToFloat(min(floatBitsToUint(t10.xxxx), imms[2].zzzz))).x;
        t32.x = (uintBitsToFloat(floatBitsToUint(t31.xxxx) * imms[0].zzzz)).x;
        addr0.x = (floatBitsToInt(t32.xxxx)).x;
        t33 = (uint(addr0.x) < 5u ? ta2[addr0.x] : vec4(0.0));
        t35.x = (uintBitsToFloat(imms[2].wwww * floatBitsToUint(t10.xxxx))).x;
        t36.x = (uintBitsToFloat(floatBitsToUint(t35.xxxx) * imms[2].zzzz)).x;
        {
            uint tgsi_r = (packUint2x32((floatBitsToUint(t29)).xy) < packUint2x32((floatBitsToUint(t33)).xy) ? 0xffffffffu : 0u);
            t38.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
        }
        t39.x = (uintBitsToFloat(floatBitsToUint(t38.xxxx) & imms[0].zzzz)).x;
        {
            uint tgsi_w = (floatBitsToUint(t36.xxxx)).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t39);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t41.x = (uintBitsToFloat(imms[2].wwww * floatBitsToUint(t10.xxxx))).x;
        t42.x = (uintBitsToFloat(floatBitsToUint(t41) + imms[0].zzzz)).x;
        t43.x = (uintBitsToFloat(floatBitsToUint(t42.xxxx) * imms[2].zzzz)).x;
        {
            uint tgsi_r = (packUint2x32((floatBitsToUint(t33)).xy) >= packUint2x32((floatBitsToUint(t29)).xy) ? 0xffffffffu : 0u);
            t45.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
        }
        t46.x = (uintBitsToFloat(floatBitsToUint(t45.xxxx) & imms[0].zzzz)).x;
        {
            uint tgsi_w = (floatBitsToUint(t43.xxxx)).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t46);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t48.x = (uintBitsToFloat(imms[2].wwww * floatBitsToUint(t10.xxxx))).x;
        t49.x = (uintBitsToFloat(floatBitsToUint(t48) + imms[1].zzzz)).x;
        t50.x = (uintBitsToFloat(floatBitsToUint(t49.xxxx) * imms[2].zzzz)).x;
        {
            uint tgsi_r = (packUint2x32((floatBitsToUint(t33)).xy) < packUint2x32((floatBitsToUint(t29)).xy) ? 0xffffffffu : 0u);
            t52.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
        }
        t53.x = (uintBitsToFloat(floatBitsToUint(t52.xxxx) & imms[0].zzzz)).x;
        {
            uint tgsi_w = (floatBitsToUint(t50.xxxx)).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t53);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t55.x = (uintBitsToFloat(imms[2].wwww * floatBitsToUint(t10.xxxx))).x;
        t56.x = (uintBitsToFloat(floatBitsToUint(t55) + imms[3].xxxx)).x;
        t57.x = (uintBitsToFloat(floatBitsToUint(t56.xxxx) * imms[2].zzzz)).x;
        {
            uint tgsi_r = (packUint2x32((floatBitsToUint(t29)).xy) >= packUint2x32((floatBitsToUint(t33)).xy) ? 0xffffffffu : 0u);
            t59.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
        }
        t60.x = (uintBitsToFloat(floatBitsToUint(t59.xxxx) & imms[0].zzzz)).x;
        {
            uint tgsi_w = (floatBitsToUint(t57.xxxx)).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t60);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t62.x = (uintBitsToFloat(imms[2].wwww * floatBitsToUint(t10.xxxx))).x;
        t63.x = (uintBitsToFloat(floatBitsToUint(t62) + imms[2].zzzz)).x;
        t64.x = (uintBitsToFloat(floatBitsToUint(t63.xxxx) * imms[2].zzzz)).x;
        {
            uint tgsi_r = (packUint2x32((floatBitsToUint(t29)).xy) == packUint2x32((floatBitsToUint(t33)).xy) ? 0xffffffffu : 0u);
            t66.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
        }
        t67.x = (uintBitsToFloat(floatBitsToUint(t66.xxxx) & imms[0].zzzz)).x;
        {
            uint tgsi_w = (floatBitsToUint(t64.xxxx)).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t67);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t69.x = (uintBitsToFloat(imms[2].wwww * floatBitsToUint(t10.xxxx))).x;
        t70.x = (uintBitsToFloat(floatBitsToUint(t69) + imms[1].wwww)).x;
        t71.x = (uintBitsToFloat(floatBitsToUint(t70.xxxx) * imms[2].zzzz)).x;
        {
            uint tgsi_r = (packUint2x32((floatBitsToUint(t29)).xy) != packUint2x32((floatBitsToUint(t33)).xy) ? 0xffffffffu : 0u);
            t73.x = (uintBitsToFloat(uvec4(tgsi_r))).x;
        }
        t74.x = (uintBitsToFloat(floatBitsToUint(t73.xxxx) & imms[0].zzzz)).x;
        {
            uint tgsi_w = (floatBitsToUint(t71.xxxx)).x >> 2;
            uvec4 tgsi_v = floatBitsToUint(t74);
            if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
        }
        t76.x = (uintBitsToFloat(floatBitsToUint(t10.xxxx) + imms[0].zzzz)).x;
        t10 = t76;
    }
    tgsi_store_outputs();
}
