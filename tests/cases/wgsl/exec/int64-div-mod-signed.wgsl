// expect u32: 4294967293 4294967295 4294967295 4294967295 4294967293 4294967295 1 0 3 0 4294967295 4294967295 3 0 1 0 3294967296 4294967295 4294967289 4294967295
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
fn put(i: u32, v: u64) { out[i] = u32(v); out[i + 1u] = u32(v >> 32u); }
fn puti(i: u32, v: i64) { put(i, bitcast<u64>(v)); }
@compute @workgroup_size(1) fn main() {
    var x = array<i64, 5>(-7li, 7li, -7li, 7li, -1000000000007li);
    var y = array<i64, 5>(2li, -2li, -2li, 2li, 1000li);
    for (var i = 0u; i < 5u; i++) { puti(4u * i, x[i] / y[i]); puti(4u * i + 2u, x[i] % y[i]); }
}
