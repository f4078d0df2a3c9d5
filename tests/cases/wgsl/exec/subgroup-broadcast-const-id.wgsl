// expect f32: 8 15 7.5 2 -2
// One subgroup of 8: broadcast(sid * 3, 5) = 15; broadcast(sid + 0.5, 7) = 7.5 (an i32 id);
// broadcast(vec2(sid, -sid), 2) = (2, -2).
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(8) fn main(@builtin(subgroup_invocation_id) sid: u32, @builtin(subgroup_size) size: u32) {
    let a = subgroupBroadcast(sid * 3u, 5u);
    let b = subgroupBroadcast(f32(sid) + 0.5, 7i);
    let c = subgroupBroadcast(vec2<f32>(f32(sid), -f32(sid)), 2u);
    if sid == 4u { out[0] = f32(size); out[1] = f32(a); out[2] = b; out[3] = c.x; out[4] = c.y; }
}
