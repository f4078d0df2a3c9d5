// expect u32: 2 1 2
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    for (var i = 0u; i < 3u; i++) { switch i { case 0u, default: { out[i] = 2u; } case 1u: { out[i] = 1u; } } }
}
