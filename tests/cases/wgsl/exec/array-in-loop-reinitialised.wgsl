// expect i32: 1 1 1
@group(0) @binding(0) var<storage, read_write> out: array<i32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    for (var i = 0; i < 3; i++) { var a: array<i32, 2>; a[0] += 1; out[i] = a[0]; }
}
