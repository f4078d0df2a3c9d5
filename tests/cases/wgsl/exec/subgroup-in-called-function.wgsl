// expect u32: 8 0 10 0 10 0 10 0 10
// One subgroup of 8: only the odd ids call the function, whose subgroupAdd sees those four
// active: (2 + 4 + 6 + 8) / 2 = 10. Even ids write 0.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
fn half_sum(v: u32) -> u32 { return subgroupAdd(v) / 2u; }
@compute @workgroup_size(8) fn main(@builtin(subgroup_invocation_id) sid: u32, @builtin(subgroup_size) size: u32) {
    var r = 0u;
    if sid % 2u == 1u { r = half_sum(sid + 1u); }
    if sid == 0u { out[0] = size; }
    out[1u + sid] = r;
}
