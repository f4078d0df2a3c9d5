// expect u32: 8 99 0 99 1 99 4 99 9
// One subgroup of 8; only the odd ids (1, 3, 5, 7) scan: id 1 gets 0, id 3 gets 1, id 5 gets
// 1 + 3 = 4, id 7 gets 1 + 3 + 5 = 9. The even ids write 99.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(8) fn main(@builtin(subgroup_invocation_id) sid: u32, @builtin(subgroup_size) size: u32) {
    var v = 99u;
    if sid % 2u == 1u {
        v = subgroupExclusiveAdd(sid);
    }
    if sid == 0u { out[0] = size; }
    out[1u + sid] = v;
}
