// expect u32: 8 3 3 2 3 3 2 3 3
// One subgroup of 8 split three ways by sid % 3: ids {0, 3, 6}, {1, 4, 7}, {2, 5}; each case
// counts its active invocations with subgroupAdd(1).
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(8) fn main(@builtin(subgroup_invocation_id) sid: u32, @builtin(subgroup_size) size: u32) {
    var v = 0u;
    switch sid % 3u {
        case 0u: { v = subgroupAdd(1u); }
        case 1u: { v = subgroupAdd(1u); }
        default: { v = subgroupAdd(1u); }
    }
    if sid == 0u { out[0] = size; }
    out[1u + sid] = v;
}
