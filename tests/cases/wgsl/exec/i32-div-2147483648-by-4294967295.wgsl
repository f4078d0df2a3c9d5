// expect i32: -2147483648 0
@group(0) @binding(0) var<storage, read_write> out: array<i32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var a: i32 = -2147483647i - 1i; var b: i32 = -1i;
    out[0] = a / b;
    out[1] = a % b;
}
