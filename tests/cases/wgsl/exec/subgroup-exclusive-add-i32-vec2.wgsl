// expect i32: 8 0 0 0 10 -1 20 -3 30
// One subgroup of 8 over vec2(-sid, 10): ids 0 to 3 write (x, y) of the exclusive sum:
// id 0 (0, 0), id 1 (0, 10), id 2 (0 - 1, 20) = (-1, 20), id 3 (-1 - 2, 30) = (-3, 30).
@group(0) @binding(0) var<storage, read_write> out: array<i32>;
@compute @workgroup_size(8) fn main(@builtin(subgroup_invocation_id) sid: u32, @builtin(subgroup_size) size: u32) {
    let v = subgroupExclusiveAdd(vec2<i32>(-i32(sid), 10));
    if sid == 0u { out[0] = i32(size); }
    if sid < 4u { out[1u + 2u * sid] = v.x; out[2u + 2u * sid] = v.y; }
}
