// expect u32: 3526645368
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var e = 0x12345678u; var n = 0xabcdefu; out[0] = insertBits(e, n, 30u, 4u);
}
