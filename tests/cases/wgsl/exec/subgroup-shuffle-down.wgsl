// expect u32: 8 102 103 104 105 106 107 99 99
// One subgroup of 8: shuffleDown(sid + 100, 2) reads id sid + 2; ids 6 and 7 have no source
// and write 99.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(8) fn main(@builtin(subgroup_invocation_id) sid: u32, @builtin(subgroup_size) size: u32) {
    let v = subgroupShuffleDown(sid + 100u, 2u);
    if sid == 0u { out[0] = size; }
    out[1u + sid] = select(v, 99u, sid + 2u >= size);
}
