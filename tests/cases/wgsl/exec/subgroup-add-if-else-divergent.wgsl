// expect u32: 8 4 12 4 16 4 12 4 16
// One subgroup of 8 split by parity, each half reducing on its own: subgroupAdd(1) = 4 in both;
// subgroupAdd(sid) = 0 + 2 + 4 + 6 = 12 for the even ids, 1 + 3 + 5 + 7 = 16 for the odd ones.
// out[1 + 2k] = count of id k's half (k = 0..3), out[2 + 2k] = its sum.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(8) fn main(@builtin(subgroup_invocation_id) sid: u32, @builtin(subgroup_size) size: u32) {
    var count = 0u;
    var sum = 0u;
    if sid % 2u == 0u {
        count = subgroupAdd(1u);
        sum = subgroupAdd(sid);
    } else {
        count = subgroupAdd(1u);
        sum = subgroupAdd(sid);
    }
    if sid == 0u { out[0] = size; }
    if sid < 4u { out[1u + 2u * sid] = count; out[2u + 2u * sid] = sum; }
}
