// expect u32: 8 0 7 6 5 4 3 2 1
// One subgroup of 8: invocation k runs the loop k times. In iteration i the ids above i are
// active (7 - i of them), so invocation k's last count (i = k - 1) is 8 - k; id 0 keeps 0.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(8) fn main(@builtin(subgroup_invocation_id) sid: u32, @builtin(subgroup_size) size: u32) {
    var v = 0u;
    for (var i = 0u; i < sid; i++) {
        v = subgroupAdd(1u);
    }
    if sid == 0u { out[0] = size; }
    out[1u + sid] = v;
}
