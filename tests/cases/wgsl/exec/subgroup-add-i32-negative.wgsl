// expect i32: 8 -4 -4 -4
// One subgroup of 8: (-4) + (-3) + ... + 3 = -4, read by id 0 (out[1]) and id 7 (out[2], out[3]).
@group(0) @binding(0) var<storage, read_write> out: array<i32>;
@compute @workgroup_size(8) fn main(@builtin(subgroup_invocation_id) sid: u32, @builtin(subgroup_size) size: u32) {
    let v = subgroupAdd(i32(sid) - 4);
    if sid == 0u { out[0] = i32(size); out[1] = v; }
    if sid == 7u { out[2] = v; out[3] = v; }
}
