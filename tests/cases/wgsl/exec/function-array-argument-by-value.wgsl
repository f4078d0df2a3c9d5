// expect i32: 6 1
@group(0) @binding(0) var<storage, read_write> out: array<i32>;
fn total(v: array<i32, 3>) -> i32 { var w = v; w[0] = 0; return v[0] + v[1] + v[2]; }
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var a = array<i32, 3>(1, 2, 3); out[0] = total(a); out[1] = a[0];
}
