// expect u32: 1 0 0 33554432 0 2147483648 4294967295 0 19088743 0
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
fn put(i: u32, v: u64) { out[i] = u32(v); out[i + 1u] = u32(v >> 32u); }
fn puti(i: u32, v: i64) { put(i, bitcast<u64>(v)); }
@compute @workgroup_size(1) fn main() {
    var t = 0x8000000000000000lu; var c = array<u32, 4>(63u, 70u, 128u, 32u);
    put(0u, t >> c[0]); put(2u, t >> c[1]); put(4u, t >> c[2]);
    var f = 0xFFFFFFFFFFFFFFFFlu; put(6u, f >> c[3]); var k = 0x1234567812345678lu; put(8u, k >> 36u);
}
