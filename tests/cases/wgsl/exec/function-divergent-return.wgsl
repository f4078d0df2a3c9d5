// expect u32: 0 1 2 3 100 100 100 100
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
fn clampTo(x: u32) -> u32 { if x >= 4u { return 100u; } return x; }
@compute @workgroup_size(8) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    out[lid] = clampTo(lid);
}
