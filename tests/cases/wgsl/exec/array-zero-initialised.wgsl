// expect i32: 0 0 0 0
@group(0) @binding(0) var<storage, read_write> out: array<i32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var a: array<i32, 4>;
    for (var i = 0; i < 4; i++) { out[i] = a[i]; }
}
