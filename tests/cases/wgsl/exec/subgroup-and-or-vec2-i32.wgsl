// expect i32: 8 -8 -1 0 7
// One subgroup of 8 over vec2(-1 - sid, sid) (x: -1 .. -8; y: 0 .. 7): and.x = -8 (...1000 is the
// common bits of -1 .. -8: -8 = 0xFFFFFFF8), or.x = -1, and.y = 0, or.y = 7.
@group(0) @binding(0) var<storage, read_write> out: array<i32>;
@compute @workgroup_size(8) fn main(@builtin(subgroup_invocation_id) sid: u32, @builtin(subgroup_size) size: u32) {
    let v = vec2<i32>(-1 - i32(sid), i32(sid));
    let a = subgroupAnd(v);
    let o = subgroupOr(v);
    if sid == 0u { out[0] = i32(size); out[1] = a.x; out[2] = o.x; out[3] = a.y; out[4] = o.y; }
}
