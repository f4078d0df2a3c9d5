// expect u32: 0 2147483648 0 4026531840 510274632 259734873 4294967295 2147483647 2147483648 0 0 3221225472
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
fn put(i: u32, v: u64) { out[i] = u32(v); out[i + 1u] = u32(v >> 32u); }
fn puti(i: u32, v: i64) { put(i, bitcast<u64>(v)); }
@compute @workgroup_size(1) fn main() {
    var a = 1lu; var b = 0xFlu; var c = 0x123456789ABCDEF0lu; var d = -2li;
    put(0u, reverseBits(a)); put(2u, reverseBits(b)); put(4u, reverseBits(c)); puti(6u, reverseBits(d));
    var v = vec2<u64>(0x100000000lu, 3lu); let r = reverseBits(v); put(8u, r.x); put(10u, r.y);
}
