// expect i32: 11 20
@group(0) @binding(0) var<storage, read_write> out: array<i32>;
fn inc(p: ptr<function, i32>) { *p = *p + 1; }
fn twice(p: ptr<function, i32>) { *p *= 2; }
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var x = 10; inc(&x); var y = 5; twice(&y); twice(&y); out[0] = x; out[1] = y;
}
