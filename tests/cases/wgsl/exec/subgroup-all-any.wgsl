// expect u32: 8 1 0 1 0 1
// One subgroup of 8: all(true), all(sid != 0), any(sid == 0), any(false), any(sid == 7).
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(8) fn main(@builtin(subgroup_invocation_id) sid: u32, @builtin(subgroup_size) size: u32) {
    let a = subgroupAll(true);
    let b = subgroupAll(sid != 0u);
    let c = subgroupAny(sid == 0u);
    let d = subgroupAny(false);
    let e = subgroupAny(sid == 7u);
    if sid == 0u { out[0] = size; out[1] = u32(a); out[2] = u32(b); out[3] = u32(c); out[4] = u32(d); out[5] = u32(e); }
}
