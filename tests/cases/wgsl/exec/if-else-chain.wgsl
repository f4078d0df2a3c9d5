// expect i32: -1 0 1 1
@group(0) @binding(0) var<storage, read_write> out: array<i32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    for (var i = 0; i < 4; i++) { let v = i - 1; if v < 0 { out[i] = -1; } else if v == 0 { out[i] = 0; } else { out[i] = 1; } }
}
