// expect u32: 1 2 4294967275 4294967295 3553859361 287446098 1 0 0 2147483648
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
fn put(i: u32, v: u64) { out[i] = u32(v); out[i + 1u] = u32(v >> 32u); }
fn puti(i: u32, v: i64) { put(i, bitcast<u64>(v)); }
@compute @workgroup_size(1) fn main() {
    var a = 0x100000001lu; var m3 = -3li; var b = 1234567890123li; var umax = 0xFFFFFFFFFFFFFFFFlu; var imin = -0x7FFFFFFFFFFFFFFFli - 1li;
    put(0u, a * a); puti(2u, m3 * 7li); puti(4u, b * 1000003li); put(6u, umax * umax); puti(8u, imin * -1li);
}
