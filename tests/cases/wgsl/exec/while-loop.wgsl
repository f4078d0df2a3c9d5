// expect i32: 64 7
@group(0) @binding(0) var<storage, read_write> out: array<i32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var x = 1; var n = 0; while x < 100 { x *= 2; n++; } out[0] = 64 * i32(x == 128); out[1] = n;
}
