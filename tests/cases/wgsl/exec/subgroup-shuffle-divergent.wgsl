// expect u32: 8 6 99 4 99 2 99 0 99
// One subgroup of 8; the even ids shuffle among themselves: id k reads id 6 - k (all even, so
// all active). The odd ids write 99.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(8) fn main(@builtin(subgroup_invocation_id) sid: u32, @builtin(subgroup_size) size: u32) {
    var v = 99u;
    if sid % 2u == 0u {
        v = subgroupShuffle(sid, 6u - sid);
    }
    if sid == 0u { out[0] = size; }
    out[1u + sid] = v;
}
