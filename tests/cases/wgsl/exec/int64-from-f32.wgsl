// expect u32: 4294967295 4294967295 1 0 0 698491904 4294967295 2147483647 0 2147483648 0 0 4294967295 4294967295 0 2147483648 0 0
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
fn put(i: u32, v: u64) { out[i] = u32(v); out[i + 1u] = u32(v >> 32u); }
fn puti(i: u32, v: i64) { put(i, bitcast<u64>(v)); }
@compute @workgroup_size(1) fn main() {
    var a = -1.5; var b = 1.99; var c = 3e18; var big = 1e30; var neg = -1e30; var m5 = -5.0; var p63 = 9.223372e18; var small = 0.75;
    puti(0u, i64(a)); puti(2u, i64(b)); puti(4u, i64(c)); puti(6u, i64(big)); puti(8u, i64(neg));
    put(10u, u64(m5)); put(12u, u64(big)); put(14u, u64(p63)); put(16u, u64(small));
}
