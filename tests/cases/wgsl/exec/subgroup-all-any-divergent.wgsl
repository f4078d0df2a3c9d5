// expect u32: 8 1 0 1 0
// One subgroup of 8. Among ids 4-7: all(sid >= 4) holds, any(sid < 4) does not. Among ids
// 0-3: any(sid == 2) holds, all(sid > 0) does not (id 0).
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(8) fn main(@builtin(subgroup_invocation_id) sid: u32, @builtin(subgroup_size) size: u32) {
    if sid >= 4u {
        let a = subgroupAll(sid >= 4u);
        let b = subgroupAny(sid < 4u);
        if sid == 4u { out[1] = u32(a); out[2] = u32(b); }
    } else {
        let c = subgroupAny(sid == 2u);
        let d = subgroupAll(sid > 0u);
        if sid == 0u { out[3] = u32(c); out[4] = u32(d); }
    }
    if sid == 0u { out[0] = size; }
}
