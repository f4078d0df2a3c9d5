// expect i32: 9 0 -2147483648 0
@group(0) @binding(0) var<storage, read_write> out: array<i32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var a = 9; var z = 0; var m = -2147483647 - 1; var n = -1;
    out[0] = a / z; out[1] = a % z; out[2] = m / n; out[3] = m % n;
}
