// expect i32: 49
@group(0) @binding(0) var<storage, read_write> out: array<i32>;
fn g(x: i32) -> i32 { return x * 3; }
fn h(x: i32) -> i32 { return g(x) + 1; }
fn f(x: i32) -> i32 { let y = h(x); return y * y; }
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    out[0] = f(2);
}
