// expect u32: 8 1 2 3 4 5 6 7 8
// One subgroup of 8 (wgpu's test 29): counting down from size, invocation k leaves the loop when
// i == k, so at i == k the ids 0..k are still active and subgroupAdd(1) = k + 1.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(8) fn main(@builtin(subgroup_invocation_id) sid: u32, @builtin(subgroup_size) size: u32) {
    var v = 0u;
    for (var i = size; i >= 0u; i -= 1u) {
        v = subgroupAdd(1u);
        if i == sid { break; }
    }
    if sid == 0u { out[0] = size; }
    out[1u + sid] = v;
}
