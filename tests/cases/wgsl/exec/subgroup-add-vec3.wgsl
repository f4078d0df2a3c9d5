// expect u32: 8 28 8 140
// One subgroup of 8, per component: sum of ids 28, sum of ones 8, sum of squares 0 + 1 + 4 + ... + 49 = 140.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(8) fn main(@builtin(subgroup_invocation_id) sid: u32, @builtin(subgroup_size) size: u32) {
    let v = subgroupAdd(vec3<u32>(sid, 1u, sid * sid));
    if sid == 5u { out[0] = size; out[1] = v.x; out[2] = v.y; out[3] = v.z; }
}
