// expect u32: 8 31 224 21
// One subgroup of 8. Inside `if sid < 5` only ids 0-4 are active (0x1F = 31); in the else
// branch ids 5-7 (0xE0 = 224); ballot(sid is even) among ids 0-4 is bits 0, 2, 4 = 21.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(8) fn main(@builtin(subgroup_invocation_id) sid: u32, @builtin(subgroup_size) size: u32) {
    if sid < 5u {
        let b = subgroupBallot(true);
        let even = subgroupBallot(sid % 2u == 0u);
        if sid == 0u { out[1] = b.x; out[3] = even.x; }
    } else {
        let b = subgroupBallot(true);
        if sid == 5u { out[2] = b.x; }
    }
    if sid == 0u { out[0] = size; }
}
