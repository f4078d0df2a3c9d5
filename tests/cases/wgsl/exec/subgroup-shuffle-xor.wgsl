// expect u32: 8 7 6 5 4 3 2 1 0
// One subgroup of 8: shuffleXor(sid, 7) reads id sid ^ 7 = 7 - sid.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(8) fn main(@builtin(subgroup_invocation_id) sid: u32, @builtin(subgroup_size) size: u32) {
    let v = subgroupShuffleXor(sid, size - 1u);
    if sid == 0u { out[0] = size; }
    out[1u + sid] = v;
}
