// expect u32: 8 0 40320 0 4294901760 24 0 0 0
// One subgroup of 8; 64-bit results as (low word, high word).
// a: product of (id + 1) << 4 = 8! * 2^32 = 40320 * 2^32: (0, 40320), the low words' products
// carried into the high word.
// b: product of -65536 (ids 0-2) and 1: (-65536)^3 = -2^48: (0, 0xFFFF0000).
// c: exclusive product of id + 1 at id 4: 1 * 2 * 3 * 4 = 24.
// d: product of 2^32 at every id: 2^256 wraps to 0.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
fn put(i: u32, v: u64) { out[i] = u32(v); out[i + 1u] = u32(v >> 32u); }
@compute @workgroup_size(8) fn main(@builtin(subgroup_invocation_id) sid: u32, @builtin(subgroup_size) size: u32) {
    let a = subgroupMul(u64(sid + 1u) << 4u);
    let b = subgroupMul(select(1li, -65536li, sid < 3u));
    let c = subgroupExclusiveMul(u64(sid + 1u));
    let d = subgroupMul(0x100000000lu);
    if sid == 4u { out[0] = size; put(1u, a); put(3u, bitcast<u64>(b)); put(5u, c); put(7u, d); }
}
