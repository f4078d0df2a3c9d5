// expect i32: 8 -3 4 -3 4
// One subgroup of 8 over i32(sid) - 3 = -3 .. 4, read by ids 0 and 6.
@group(0) @binding(0) var<storage, read_write> out: array<i32>;
@compute @workgroup_size(8) fn main(@builtin(subgroup_invocation_id) sid: u32, @builtin(subgroup_size) size: u32) {
    let lo = subgroupMin(i32(sid) - 3);
    let hi = subgroupMax(i32(sid) - 3);
    if sid == 0u { out[0] = i32(size); out[1] = lo; out[2] = hi; }
    if sid == 6u { out[3] = lo; out[4] = hi; }
}
