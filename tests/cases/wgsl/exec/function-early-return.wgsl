// expect i32: -1 0 1 1
@group(0) @binding(0) var<storage, read_write> out: array<i32>;
fn sgn(x: i32) -> i32 { if x < 0 { return -1; } if x == 0 { return 0; } return 1; }
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    for (var i = -2; i < 2; i++) { out[i + 2] = sgn(i + 1); }
}
