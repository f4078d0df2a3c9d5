// expect u32: 100 101 200 200 300 300 300 300
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(8) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    switch lid { case 0u: { out[lid] = 100u; } case 1u: { out[lid] = 101u; } case 2u, 3u: { out[lid] = 200u; } default: { out[lid] = 300u; } }
}
