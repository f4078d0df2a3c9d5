// expect i32: 0 1 2
@group(0) @binding(0) var<storage, read_write> out: array<i32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    const n = 3; var a: array<i32, n>; for (var i = 0; i < n; i++) { a[i] = i; out[i] = a[i]; }
}
