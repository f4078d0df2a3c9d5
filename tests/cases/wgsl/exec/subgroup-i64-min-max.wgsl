// expect u32: 8 0 4294967293 0 4 0 0 0 4294967295 4294967294 0 5 1
// One subgroup of 8; 64-bit results as (low word, high word).
// x = (id - 3) * 2^32 as i64: -3 * 2^32 .. 4 * 2^32. Signed min (0, -3 as u32), max (0, 4).
// The same bits as u64: min is id 3's 0, max id 2's 0xFFFFFFFF_00000000 (-2^32).
// y = 0x1_00000005 - id (u64): min 0x1_00000005 - 7 = 0xFFFFFFFE (a borrow out of the low
// word, so the high words decide): (0xFFFFFFFE, 0); max (5, 1).
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
fn put(i: u32, v: u64) { out[i] = u32(v); out[i + 1u] = u32(v >> 32u); }
@compute @workgroup_size(8) fn main(@builtin(subgroup_invocation_id) sid: u32, @builtin(subgroup_size) size: u32) {
    let x = (i64(sid) - 3li) * 0x100000000li;
    let smin = subgroupMin(x);
    let smax = subgroupMax(x);
    let umin = subgroupMin(bitcast<u64>(x));
    let umax = subgroupMax(bitcast<u64>(x));
    let y = 0x100000005lu - u64(sid);
    let ymin = subgroupMin(y);
    let ymax = subgroupMax(y);
    if sid == 6u {
        out[0] = size; put(1u, bitcast<u64>(smin)); put(3u, bitcast<u64>(smax)); put(5u, umin); put(7u, umax);
        put(9u, ymin); put(11u, ymax);
    }
}
