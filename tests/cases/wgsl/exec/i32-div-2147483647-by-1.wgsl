// expect i32: 2147483647 0
@group(0) @binding(0) var<storage, read_write> out: array<i32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var a: i32 = 2147483647i; var b: i32 = 1i;
    if a == -2147483647 - 1 { a = -2147483647 - 1; }
    out[0] = a / b;
    out[1] = a % b;
}
