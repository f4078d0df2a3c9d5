// expect f32: 8 1 0.5 -1 3 0 0 0 3
// One subgroup of 8: id 0 reads id 1's vec4(sid, sid / 2, -sid, 3), id 1 reads id 0's.
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(8) fn main(@builtin(subgroup_invocation_id) sid: u32, @builtin(subgroup_size) size: u32) {
    let f = f32(sid);
    let v = subgroupShuffle(vec4<f32>(f, f / 2.0, -f, 3.0), i32(sid) ^ 1);
    if sid == 0u { out[0] = f32(size); out[1] = v.x; out[2] = v.y; out[3] = v.z; out[4] = v.w; }
    if sid == 1u { out[5] = v.x; out[6] = v.y; out[7] = abs(v.z); out[8] = v.w; }
}
