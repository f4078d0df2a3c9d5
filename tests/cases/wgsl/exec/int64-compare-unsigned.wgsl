// expect u32: 0 0 1 1 0 1 0 0 1 1 0 1 1 1 0 0 0 1 0 0 1 1 0 1 0 1 0 1 1 0
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
fn put(i: u32, v: u64) { out[i] = u32(v); out[i + 1u] = u32(v >> 32u); }
fn puti(i: u32, v: i64) { put(i, bitcast<u64>(v)); }
@compute @workgroup_size(1) fn main() {
    var x = array<u64, 5>(0xFFFFFFFFFFFFFFFFlu, 0x100000000lu, 0x1FFFFFFFFlu, 0x8000000000000000lu, 7lu);
    var y = array<u64, 5>(1lu, 0xFFFFFFFFlu, 0x200000000lu, 0x7FFFFFFFFFFFFFFFlu, 7lu);
    for (var i = 0u; i < 5u; i++) {
        let a = x[i]; let b = y[i];
        out[6u * i] = u32(a < b); out[6u * i + 1u] = u32(a <= b); out[6u * i + 2u] = u32(a > b);
        out[6u * i + 3u] = u32(a >= b); out[6u * i + 4u] = u32(a == b); out[6u * i + 5u] = u32(a != b);
    }
}
