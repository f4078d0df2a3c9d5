// expect u32: 8 70 60 50 40 30 20 10 0
// One subgroup of 8: each invocation reads id 7 - sid's value sid * 10 (a non-uniform index).
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(8) fn main(@builtin(subgroup_invocation_id) sid: u32, @builtin(subgroup_size) size: u32) {
    let v = subgroupShuffle(sid * 10u, size - 1u - sid);
    if sid == 0u { out[0] = size; }
    out[1u + sid] = v;
}
