// expect u32: 8 20 8 4294967292 4294967295 28 0 4294967293 4294967295
// One subgroup of 8; 64-bit results as (low word, high word).
// a: sum of 0xFFFFFFFF + id = 8 * 0xFFFFFFFF + 28 = 0x7_FFFFFFF8 + 0x1C = 0x8_00000014: the
// carries out of the low word add up in the high one: (20, 8).
// b: sum of i64 id - 4 = 28 - 32 = -4: (0xFFFFFFFC, 0xFFFFFFFF).
// c: inclusive scan of id at id 7 (u64): 28. d: exclusive scan of -1li at id 3: -3.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
fn put(i: u32, v: u64) { out[i] = u32(v); out[i + 1u] = u32(v >> 32u); }
@compute @workgroup_size(8) fn main(@builtin(subgroup_invocation_id) sid: u32, @builtin(subgroup_size) size: u32) {
    let a = subgroupAdd(0xFFFFFFFFlu + u64(sid));
    let b = subgroupAdd(i64(sid) - 4li);
    let c = subgroupInclusiveAdd(u64(sid));
    let d = subgroupExclusiveAdd(-1li);
    if sid == 0u { out[0] = size; put(1u, a); put(3u, bitcast<u64>(b)); }
    if sid == 7u { put(5u, c); }
    if sid == 3u { put(7u, bitcast<u64>(d)); }
}
