// expect u32: 8 0 1 2 0 1 2 0 1
// One subgroup of 8 split by sid % 3 (as in wgpu's subgroup test): each case's lowest active
// id is 0, 1 or 2.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(8) fn main(@builtin(subgroup_invocation_id) sid: u32, @builtin(subgroup_size) size: u32) {
    var v = 99u;
    switch sid % 3u {
        case 0u: { v = subgroupBroadcastFirst(sid); }
        case 1u: { v = subgroupBroadcastFirst(sid); }
        case 2u: { v = subgroupBroadcastFirst(sid); }
        default: { }
    }
    if sid == 0u { out[0] = size; }
    out[1u + sid] = v;
}
