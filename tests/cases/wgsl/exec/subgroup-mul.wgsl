// expect u32: 8 40320 256 1
// One subgroup of 8: 1 * 2 * ... * 8 = 40320, 2.0^8 = 256 (f32, converted), and 1^8 = 1 (i32).
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(8) fn main(@builtin(subgroup_invocation_id) sid: u32, @builtin(subgroup_size) size: u32) {
    let a = subgroupMul(sid + 1u);
    let b = subgroupMul(2.0);
    let c = subgroupMul(1i);
    if sid == 7u { out[0] = size; out[1] = a; out[2] = u32(b); out[3] = u32(c); }
}
