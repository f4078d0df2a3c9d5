// expect u32: 8 5 5 30 30 30 30 30
// One subgroup of 8: broadcastFirst(sid * 10 + 5) = 5 everywhere (out[1], out[2] from ids 0
// and 7); inside `if sid >= 3` the first active id is 3: 30 (ids 3..7 write out[sid]).
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(8) fn main(@builtin(subgroup_invocation_id) sid: u32, @builtin(subgroup_size) size: u32) {
    let a = subgroupBroadcastFirst(sid * 10u + 5u);
    if sid >= 3u {
        out[sid] = subgroupBroadcastFirst(sid * 10u);
    }
    if sid == 0u { out[0] = size; out[1] = a; }
    if sid == 7u { out[2] = a; }
}
