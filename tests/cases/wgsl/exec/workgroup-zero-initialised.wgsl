// expect u32: 0 0 0 0
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
var<workgroup> scratch: array<u32, 16>;
var<workgroup> flag: bool;
@compute @workgroup_size(8) fn main(@builtin(local_invocation_index) lid: u32, @builtin(workgroup_id) wid: vec3<u32>) {
    if lid < 4u { out[lid] = scratch[lid] + u32(flag); }
}
