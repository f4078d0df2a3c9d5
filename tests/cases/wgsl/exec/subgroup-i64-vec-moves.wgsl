// expect u32: 8 7 5 5 0 5 6 7 6 6 0 6 6 7 0 0 0 0 6 4294967289 4294967295 0 1792 1 0 4294967295 4294967295
// One subgroup of 8; 64-bit results as (low word, high word). A vec3 or vec4 of 64-bit integers
// takes two register slots (components 0-1, then 2-3); every move carries both.
// v = (id * 2^32 + 7, id, id + 6 * 2^32): words (7, id) (id, 0) (id, 6).
// w = (-id, id << 40, 1, -1) as vec4<i64>.
// Read at id 4: out[1..6] shuffleXor(v, 1), id 5's v; out[7..12] broadcast(v, 6), id 6's v;
// out[13..18] broadcastFirst(v), id 0's v; out[19..26] quadSwapDiagonal(w), id 7's w:
// -7 = (0xFFFFFFF9, 0xFFFFFFFF), 7 * 2^40 = (0, 7 * 2^8 = 1792), 1 = (1, 0), -1 = all ones.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
fn put(i: u32, v: u64) { out[i] = u32(v); out[i + 1u] = u32(v >> 32u); }
fn put3(i: u32, v: vec3<u64>) { put(i, v.x); put(i + 2u, v.y); put(i + 4u, v.z); }
@compute @workgroup_size(8) fn main(@builtin(subgroup_invocation_id) sid: u32, @builtin(subgroup_size) size: u32) {
    let s = u64(sid);
    let v = vec3<u64>((s << 32u) + 7lu, s, s + 0x600000000lu);
    let w = vec4<i64>(-i64(sid), i64(sid) << 40u, 1li, -1li);
    let sx = subgroupShuffleXor(v, 1u);
    let bc = subgroupBroadcast(v, 6u);
    let bf = subgroupBroadcastFirst(v);
    let qd = bitcast<vec4<u64>>(quadSwapDiagonal(w));
    if sid == 4u {
        out[0] = size; put3(1u, sx); put3(7u, bc); put3(13u, bf);
        put(19u, qd.x); put(21u, qd.y); put(23u, qd.z); put(25u, qd.w);
    }
}
