// expect u32: 8 99 0 2 4 6 8 10 12
// One subgroup of 8: shuffleUp(sid * 2, 1) reads id sid - 1; id 0 has no source (its value is
// indeterminate) and writes 99.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(8) fn main(@builtin(subgroup_invocation_id) sid: u32, @builtin(subgroup_size) size: u32) {
    let v = subgroupShuffleUp(sid * 2u, 1u);
    if sid == 0u { out[0] = size; }
    out[1u + sid] = select(v, 99u, sid == 0u);
}
