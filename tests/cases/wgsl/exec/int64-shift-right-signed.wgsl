// expect u32: 4294967292 4294967295 4294967295 4294967295 0 2147483648 4294967295 4294967295 305419896 0 4026531840 4294967295
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
fn put(i: u32, v: u64) { out[i] = u32(v); out[i + 1u] = u32(v >> 32u); }
fn puti(i: u32, v: i64) { put(i, bitcast<u64>(v)); }
@compute @workgroup_size(1) fn main() {
    var m8 = -8li; var imin = -0x7FFFFFFFFFFFFFFFli - 1li; var c = array<u32, 5>(1u, 63u, 64u, 127u, 32u);
    puti(0u, m8 >> c[0]); puti(2u, imin >> c[1]); puti(4u, imin >> c[2]); puti(6u, imin >> c[3]);
    var k = 0x1234567800000000li; puti(8u, k >> c[4]); var n = -0x100000000li; puti(10u, n >> 4u);
}
