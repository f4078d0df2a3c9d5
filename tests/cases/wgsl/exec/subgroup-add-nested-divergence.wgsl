// expect u32: 8 6 9 6 9 6 9 99 99
// One subgroup of 8. Ids 0-5 enter the outer branch; the even ones (0, 2, 4) sum their ids to
// 6 in the inner branch, the odd ones (1, 3, 5) to 9 in the else branch. Ids 6 and 7 write 99.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(8) fn main(@builtin(subgroup_invocation_id) sid: u32, @builtin(subgroup_size) size: u32) {
    var v = 99u;
    if sid < 6u {
        if sid % 2u == 0u {
            v = subgroupAdd(sid);
        } else {
            v = subgroupAdd(sid);
        }
    }
    if sid == 0u { out[0] = size; }
    out[1u + sid] = v;
}
