// expect f32: 8 0.25 0.5 0.75 1 1.25 1.5 1.75 2
// One subgroup of 8: (sid + 1) * 0.25, exact in f32.
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(8) fn main(@builtin(subgroup_invocation_id) sid: u32, @builtin(subgroup_size) size: u32) {
    let v = subgroupInclusiveAdd(0.25);
    if sid == 0u { out[0] = f32(size); }
    out[1u + sid] = v;
}
