// expect f32: 8 -10.5 0 2.25 -1
// One subgroup of 8 over -1.5 * sid (-10.5 .. 0) and over vec2(sid * 0.25 + 0.5, -1): max of x
// is 7 * 0.25 + 0.5 = 2.25, min of y -1.
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(8) fn main(@builtin(subgroup_invocation_id) sid: u32, @builtin(subgroup_size) size: u32) {
    let lo = subgroupMin(-1.5 * f32(sid));
    let hi = subgroupMax(-1.5 * f32(sid));
    let v = subgroupMax(vec2<f32>(f32(sid) * 0.25 + 0.5, -1.0));
    if sid == 1u { out[0] = f32(size); out[1] = lo; out[2] = hi; out[3] = v.x; out[4] = v.y; }
}
