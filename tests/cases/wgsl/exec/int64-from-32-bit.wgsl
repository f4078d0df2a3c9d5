// expect u32: 4294967295 4294967295 4294967295 0 4294967294 4294967295 2147483648 0 2147483648 4294967295 3 0
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
fn put(i: u32, v: u64) { out[i] = u32(v); out[i + 1u] = u32(v >> 32u); }
fn puti(i: u32, v: i64) { put(i, bitcast<u64>(v)); }
@compute @workgroup_size(1) fn main() {
    var m1 = -1i; var u = 0xFFFFFFFFu; var m2 = -2i; var h = 0x80000000u; var imin = i32(-2147483647) - 1i; var three = 3u;
    puti(0u, i64(m1)); put(2u, u64(u)); put(4u, u64(m2)); puti(6u, i64(h)); puti(8u, i64(imin)); put(10u, u64(three));
}
