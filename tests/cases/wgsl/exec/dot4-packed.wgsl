// expect i32: -3 1020
@group(0) @binding(0) var<storage, read_write> out: array<i32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var a = 0x04030201u; var b = 0xfe02ff01u; out[0] = dot4I8Packed(a, b); out[1] = i32(dot4U8Packed(0x01010101u, 0xffu * 0x01010101u) + 0u);
}
