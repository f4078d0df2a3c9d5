// expect i32: 1 99
@group(0) @binding(0) var<storage, read_write> out: array<i32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var a = array<i32, 2>(1, 2); var b = a; b[0] = 99;
    out[0] = a[0]; out[1] = b[0];
}
