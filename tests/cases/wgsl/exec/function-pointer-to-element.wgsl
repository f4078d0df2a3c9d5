// expect i32: 1 42 3
@group(0) @binding(0) var<storage, read_write> out: array<i32>;
fn set42(p: ptr<function, i32>) { *p = 42; }
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var a = array<i32, 3>(1, 2, 3); set42(&a[1]); out[0] = a[0]; out[1] = a[1]; out[2] = a[2];
}
