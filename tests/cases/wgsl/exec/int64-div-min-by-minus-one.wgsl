// expect u32: 0 2147483648 0 0 0 2147483648 0 3221225472 4294967294 4294967295
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
fn put(i: u32, v: u64) { out[i] = u32(v); out[i + 1u] = u32(v >> 32u); }
fn puti(i: u32, v: i64) { put(i, bitcast<u64>(v)); }
@compute @workgroup_size(1) fn main() {
    var imin = -0x7FFFFFFFFFFFFFFFli - 1li; var m1 = -1li; var one = 1li; var two = 2li; var three = 3li;
    puti(0u, imin / m1); puti(2u, imin % m1); puti(4u, imin / one); puti(6u, imin / two); puti(8u, imin % three);
}
