// expect u32: 8 0 0 0 0 0 0 0 0 1 0 0 1 4294967295 4294967295 1 0 3 0 0 3 4294967293 4294967295 9 0 4 0 0 4 4294967292 4294967295 12 0
// One subgroup of 8 split by parity; each half scans over its own ids only. w = (1, 2^32, -1,
// id) as vec4<i64>, two register slots. The odd ids take an exclusive add, the even ids an
// inclusive add. Results as (low word, high word) per component x, y, z, w:
// out[1..8] id 1, the first odd id: the identity, all zeros;
// out[9..16] id 3, id 1's w: (1, 2^32, -1, 1);
// out[17..24] id 7, ids 1 + 3 + 5: (3, 3 * 2^32, -3, 9);
// out[25..32] id 6, ids 0 + 2 + 4 + 6: (4, 4 * 2^32, -4, 12).
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
fn put(i: u32, v: u64) { out[i] = u32(v); out[i + 1u] = u32(v >> 32u); }
fn put4(i: u32, v: vec4<i64>) {
    let u = bitcast<vec4<u64>>(v);
    put(i, u.x); put(i + 2u, u.y); put(i + 4u, u.z); put(i + 6u, u.w);
}
@compute @workgroup_size(8) fn main(@builtin(subgroup_invocation_id) sid: u32, @builtin(subgroup_size) size: u32) {
    let w = vec4<i64>(1li, 0x100000000li, -1li, i64(sid));
    var r: vec4<i64>;
    if sid % 2u == 1u {
        r = subgroupExclusiveAdd(w);
    } else {
        r = subgroupInclusiveAdd(w);
    }
    if sid == 0u { out[0] = size; }
    if sid == 1u { put4(1u, r); }
    if sid == 3u { put4(9u, r); }
    if sid == 7u { put4(17u, r); }
    if sid == 6u { put4(25u, r); }
}
