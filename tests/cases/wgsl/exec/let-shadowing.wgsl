// expect i32: 1 2 1
@group(0) @binding(0) var<storage, read_write> out: array<i32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    let x = 1; out[0] = x; { let x = 2; out[1] = x; } out[2] = x;
}
