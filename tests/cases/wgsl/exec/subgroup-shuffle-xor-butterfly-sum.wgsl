// expect u32: 32 496 496 496
// not on gl: assumes a subgroup of 32; llvmpipe's is 8 invocations (decision 0024)
// One subgroup of 32: a butterfly reduction with shuffleXor by 16, 8, 4, 2, 1 sums 0..31 = 496
// in every invocation (read from ids 0, 17, 31).
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(32) fn main(@builtin(subgroup_invocation_id) sid: u32, @builtin(subgroup_size) size: u32) {
    var v = sid;
    for (var m = 16u; m > 0u; m = m / 2u) {
        v += subgroupShuffleXor(v, m);
    }
    if sid == 0u { out[0] = size; out[1] = v; }
    if sid == 17u { out[2] = v; }
    if sid == 31u { out[3] = v; }
}
