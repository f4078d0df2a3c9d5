// expect i32: 8 3 -3 3 -3 7 -7 7 -7
// One subgroup of 8: quadBroadcast(vec2(sid, -sid), 3); ids 0, 2, 4, 6 write its x and y.
@group(0) @binding(0) var<storage, read_write> out: array<i32>;
@compute @workgroup_size(8) fn main(@builtin(subgroup_invocation_id) sid: u32, @builtin(subgroup_size) size: u32) {
    let v = quadBroadcast(vec2<i32>(i32(sid), -i32(sid)), 3);
    if sid == 0u { out[0] = i32(size); }
    if sid % 2u == 0u { out[1u + sid] = v.x; out[2u + sid] = v.y; }
}
