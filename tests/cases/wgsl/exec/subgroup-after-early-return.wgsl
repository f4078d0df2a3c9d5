// expect u32: 8 6 1 15 63
// One subgroup of 8; ids 6 and 7 return first, so 6 remain active: subgroupAdd(1) = 6,
// subgroupAll(sid < 6) holds, subgroupAdd(sid) = 15, ballot(true).x = 0x3F = 63.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(8) fn main(@builtin(subgroup_invocation_id) sid: u32, @builtin(subgroup_size) size: u32) {
    if sid >= 6u { return; }
    let n = subgroupAdd(1u);
    let a = subgroupAll(sid < 6u);
    let s = subgroupAdd(sid);
    let b = subgroupBallot(true);
    if sid == 0u { out[0] = size; out[1] = n; out[2] = u32(a); out[3] = s; out[4] = b.x; }
}
