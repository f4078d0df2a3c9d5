// expect u32: 5 0 0 2147483648 0 1 4294967295 4294967295 0 0 1 0 4294967295 4294967295
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
fn put(i: u32, v: u64) { out[i] = u32(v); out[i + 1u] = u32(v >> 32u); }
fn puti(i: u32, v: i64) { put(i, bitcast<u64>(v)); }
@compute @workgroup_size(1) fn main() {
    var m5 = -5li; var imin = -0x7FFFFFFFFFFFFFFFli - 1li; var big = -0x100000000li; var z = 0li; var p = 0x100000000li;
    puti(0u, abs(m5)); puti(2u, abs(imin)); puti(4u, abs(big)); puti(6u, sign(imin)); puti(8u, sign(z)); puti(10u, sign(p));
    var u = 0xFFFFFFFFFFFFFFFFlu; put(12u, abs(u));
}
