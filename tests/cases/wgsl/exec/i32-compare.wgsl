// expect i32: 1 0 1 1 0 1
@group(0) @binding(0) var<storage, read_write> out: array<i32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var a = -5; var b = 3;
    out[0] = i32(a < b); out[1] = i32(a > b); out[2] = i32(a <= -5); out[3] = i32(b >= 3); out[4] = i32(a == b); out[5] = i32(a != b);
}
