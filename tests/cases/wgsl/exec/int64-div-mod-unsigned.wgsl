// expect u32: 2576980371 429496729 7 0 4294967295 0 4294967237 0 1 0 1 0
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
fn put(i: u32, v: u64) { out[i] = u32(v); out[i + 1u] = u32(v >> 32u); }
fn puti(i: u32, v: i64) { put(i, bitcast<u64>(v)); }
@compute @workgroup_size(1) fn main() {
    var x = 18446744073709551557lu; var ten = 10lu; var p32 = 0x100000000lu; var y = x - 1lu;
    put(0u, x / ten); put(2u, x % ten); put(4u, x / p32); put(6u, x % p32); put(8u, x / y); put(10u, x % y);
}
