// expect u32: 0 0 4294967295 4294967295 0 2147483648 4294967295 2147483647 0 1 4294967295 0
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
fn put(i: u32, v: u64) { out[i] = u32(v); out[i + 1u] = u32(v >> 32u); }
fn puti(i: u32, v: i64) { put(i, bitcast<u64>(v)); }
@compute @workgroup_size(1) fn main() {
    var umax = 0xFFFFFFFFFFFFFFFFlu; var zero = 0lu; var imax = 0x7FFFFFFFFFFFFFFFli; var imin = i64(-0x7FFFFFFFFFFFFFFFli) - 1li;
    var lo = 0xFFFFFFFFlu; var hi = 0x100000000lu;
    put(0u, umax + 1lu); put(2u, zero - 1lu); puti(4u, imax + 1li); puti(6u, imin - 1li);
    put(8u, lo + 1lu); put(10u, hi - 1lu);
}
