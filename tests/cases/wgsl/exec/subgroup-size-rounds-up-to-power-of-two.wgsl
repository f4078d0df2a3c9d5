// expect u32: 16 1 12 4095
// not on gl: the soft driver's block of 12 lanes is a subgroup of 16; llvmpipe's subgroup is 8 invocations (decision 0024)
// A workgroup of 12 is one block of 12 lanes: a subgroup of 16 whose ids 12 to 15 are never
// active. out = size, num_subgroups, subgroupAdd(1), the ballot's low word (12 bits).
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(12) fn main(@builtin(subgroup_invocation_id) sid: u32, @builtin(subgroup_size) size: u32,
                                     @builtin(num_subgroups) n: u32) {
    let count = subgroupAdd(1u);
    let b = subgroupBallot(true);
    if sid == 0u { out[0] = size; out[1] = n; out[2] = count; out[3] = b.x; }
}
