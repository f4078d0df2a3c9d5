// expect i32: 7 8 42
@group(0) @binding(0) var<storage, read_write> out: array<i32>;
var<private> p: i32 = 7;
var<private> q = array<i32, 2>(41, 42);
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    out[0] = p; p += 1; out[1] = p; out[2] = q[1];
}
