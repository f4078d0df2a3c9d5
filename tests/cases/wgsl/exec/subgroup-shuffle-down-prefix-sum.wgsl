// expect u32: 8 8 7 6 5 4 3 2 1
// One subgroup of 8: a suffix count with shuffleDown by 1, 2, 4 (Hillis-Steele): id k sums the
// ones of ids k..7, 8 - k.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(8) fn main(@builtin(subgroup_invocation_id) sid: u32, @builtin(subgroup_size) size: u32) {
    var v = 1u;
    for (var d = 1u; d < size; d = d * 2u) {
        let o = subgroupShuffleDown(v, d);
        if sid + d < size { v += o; }
    }
    if sid == 0u { out[0] = size; }
    out[1u + sid] = v;
}
