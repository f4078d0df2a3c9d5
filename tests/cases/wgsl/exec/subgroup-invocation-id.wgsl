// expect u32: 8 0 1 2 3 4 5 6 7
// One subgroup of 8; out[0] is its size, out[1 + local index] the invocation's subgroup id.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(8) fn main(@builtin(local_invocation_index) lid: u32, @builtin(subgroup_invocation_id) sid: u32,
                                    @builtin(subgroup_size) size: u32) {
    if lid == 0u { out[0] = size; }
    out[1u + lid] = sid;
}
