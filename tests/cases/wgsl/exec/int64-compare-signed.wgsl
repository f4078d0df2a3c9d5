// expect u32: 1 1 0 0 0 1 1 1 0 0 0 1 0 0 1 1 0 1 1 1 0 0 0 1 0 1 0 1 1 0
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
fn put(i: u32, v: u64) { out[i] = u32(v); out[i + 1u] = u32(v >> 32u); }
fn puti(i: u32, v: i64) { put(i, bitcast<u64>(v)); }
@compute @workgroup_size(1) fn main() {
    var x = array<i64, 5>(-1li, -0x7FFFFFFFFFFFFFFFli - 1li, 0x100000000li, -0x100000000li, 5li);
    var y = array<i64, 5>(1li, 0x7FFFFFFFFFFFFFFFli, 0xFFFFFFFFli, -0xFFFFFFFFli, 5li);
    for (var i = 0u; i < 5u; i++) {
        let a = x[i]; let b = y[i];
        out[6u * i] = u32(a < b); out[6u * i + 1u] = u32(a <= b); out[6u * i + 2u] = u32(a > b);
        out[6u * i + 3u] = u32(a >= b); out[6u * i + 4u] = u32(a == b); out[6u * i + 5u] = u32(a != b);
    }
}
