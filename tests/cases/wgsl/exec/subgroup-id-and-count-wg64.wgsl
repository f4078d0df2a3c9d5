// expect u32: 2032 2032 0 32
// not on gl: assumes the soft driver's subgroups of 32; llvmpipe's are 8 invocations (decision 0024)
// Two subgroups of 32 (local indices 0-31 and 32-63). out[id] = num_subgroups * 1000 + size,
// out[2 + id] = the local index of the subgroup's invocation 0.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) lid: u32, @builtin(subgroup_id) id: u32,
                                     @builtin(num_subgroups) n: u32, @builtin(subgroup_size) size: u32,
                                     @builtin(subgroup_invocation_id) sid: u32) {
    if sid == 0u { out[id] = n * 1000u + size; out[2u + id] = lid; }
}
