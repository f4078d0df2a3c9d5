// expect u32: 4294967295 2147483648 2147483648
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var m = -1; var n = -2147483647 - 1; var u = 0x80000000u;
    out[0] = u32(m); out[1] = u32(n); out[2] = u32(i32(u));
}
