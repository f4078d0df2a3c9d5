#version 450 core
// Translated from TGSI by Tungsten (COMP, 4 instructions)
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
precise vec4 t0;
precise vec4 t1;
precise vec4 t2;
precise vec4 t3;
precise vec4 t4;
precise vec4 t5;
precise vec4 t6;
precise vec4 t7;
const uvec4 imms[13] = uvec4[13](
    uvec4(0u, 67305985u, 4261609217u, 8u),
    uvec4(0u, 8u, 16u, 24u),
    uvec4(1020u, 0u, 0u, 0u),
    uvec4(4u, 0u, 0u, 0u),
    uvec4(67305985u, 67305985u, 67305985u, 67305985u),
    uvec4(4261609217u, 4261609217u, 4261609217u, 4261609217u),
    uvec4(1u, 2u, 3u, 4u),
    uvec4(1u, 4294967295u, 2u, 4294967294u),
    uvec4(1u, 4294967294u, 6u, 4294967288u),
    uvec4(1u, 1u, 1u, 1u),
    uvec4(5u, 5u, 5u, 5u),
    uvec4(4294967293u, 4294967293u, 4294967293u, 4294967293u),
    uvec4(4294967293u, 4294967293u, 4294967293u, 4294967293u));
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
}
void tgsi_store_outputs() {
}
void main() {
    tgsi_load_inputs();
    t4.x = (uintBitsToFloat(imms[12].xxxx)).x;
    {
        uint tgsi_w = (imms[0].xxxx).x >> 2;
        uvec4 tgsi_v = floatBitsToUint(t4);
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    {
        uint tgsi_w = (imms[3].xxxx).x >> 2;
        uvec4 tgsi_v = imms[2].xxxx;
        if (tgsi_w + 0u < uint(tgsi_buf0.data.length())) tgsi_buf0.data[tgsi_w + 0u] = tgsi_v.x;
    }
    tgsi_store_outputs();
}
