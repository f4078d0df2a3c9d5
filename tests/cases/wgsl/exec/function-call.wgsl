// expect i32: 25 7
@group(0) @binding(0) var<storage, read_write> out: array<i32>;
fn square(x: i32) -> i32 { return x * x; }
fn add3(a: i32, b: i32, c: i32) -> i32 { return a + b + c; }
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    out[0] = square(5); out[1] = add3(1, 2, 4);
}
