// expect f32: 8 -3.5 0 3.5 1.75 -0.000059604645
// One subgroup of 8: x = (id - 3.5, id * 0.25), all exact in binary16. min = (-3.5, 0) from id 0,
// max = (3.5, 1.75) from id 7. tiny: subnormals are kept: id 5 holds -1000 * 2^-24 (2^-24 is
// binary16's smallest subnormal), the others 2^-24; the min is -1000 * 2^-24 = -5.9604645e-5.
enable f16;
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(8) fn main(@builtin(subgroup_invocation_id) sid: u32, @builtin(subgroup_size) size: u32) {
    let x = vec2h(f16(sid) - 3.5h, f16(sid) * 0.25h);
    let lo = subgroupMin(x);
    let hi = subgroupMax(x);
    let tiny = subgroupMin(select(-1000.0h, 1.0h, sid != 5u) * 5.9604645e-8h);
    if sid == 2u { out[0] = f32(size); out[1] = f32(lo.x); out[2] = f32(lo.y); out[3] = f32(hi.x); out[4] = f32(hi.y); out[5] = f32(tiny); }
}
