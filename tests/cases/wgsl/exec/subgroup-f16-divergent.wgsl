// expect f32: 8 2048 2048 2048 2048 2048 4.5 4.5 4.5 2048 1.5 3 4.5
// One subgroup of 8 split at id 5; each branch reduces over its own ids only.
// Ids 0-4 add 2048 (id 0) and four 1s in id order: each 2048 + 1 is a tie rounded to even
// 2048, so 2048 (one f32 sum, 2052, is a binary16 value and would show a missing rounding).
// Ids 5-7 add three 1.5s: 4.5. out[1 + id] is each id's sum; out[9] is id 0's broadcastFirst
// of the first branch's sum (2048); out[10..12] are ids 5-7's exclusive scan of 1.5 plus 1.5:
// the scan starts at id 5 (0, 1.5, 3), so 1.5, 3, 4.5.
enable f16;
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(8) fn main(@builtin(subgroup_invocation_id) sid: u32, @builtin(subgroup_size) size: u32) {
    var sum = 0.0h;
    if sid < 5u {
        sum = subgroupAdd(select(1.0h, 2048.0h, sid == 0u));
        let first = subgroupBroadcastFirst(sum);
        if sid == 0u { out[9] = f32(first); }
    } else {
        sum = subgroupAdd(1.5h);
        let scan = subgroupExclusiveAdd(1.5h);
        out[5u + sid] = f32(scan + 1.5h);
    }
    if sid == 0u { out[0] = f32(size); }
    out[1u + sid] = f32(sum);
}
