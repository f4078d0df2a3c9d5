// expect u32: 8 2 2 2 1 0 1 0 0
// One subgroup of 8. Ids 3-7 take the branch and elect id 3 (ids 0-2 keep 2); inside it, ids
// 5 and 7 take the inner branch and elect id 5, so id 7 ends at 0.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(8) fn main(@builtin(subgroup_invocation_id) sid: u32, @builtin(subgroup_size) size: u32) {
    var r = 2u;
    if sid >= 3u {
        r = u32(subgroupElect());
        if sid >= 5u && sid % 2u == 1u {
            r = u32(subgroupElect());
        }
    }
    if sid == 0u { out[0] = size; }
    out[1u + sid] = r;
}
