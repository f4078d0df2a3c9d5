// expect u32: 0 10 0 10 0 10 0 10
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(8) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    if lid % 2u == 1u { out[lid] = 10u; } else { out[lid] = 0u; }
}
