// expect f32: 8 14 -3.5
// One subgroup of 8: 0.5 * (0 + 1 + ... + 7) = 14 and -0.125 * 28 = -3.5, exact in f32 in any order.
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(8) fn main(@builtin(subgroup_invocation_id) sid: u32, @builtin(subgroup_size) size: u32) {
    let a = subgroupAdd(f32(sid) * 0.5);
    let b = subgroupAdd(f32(sid) * -0.125);
    if sid == 3u { out[0] = f32(size); out[1] = a; out[2] = b; }
}
