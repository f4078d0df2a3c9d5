// expect u32: 11 0 18 0 4294967266 0 4294967295 2147483647 4294967266 4294967265 1 2147483648 0 1 4294967294 4294967295 1 1 0 1
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
fn put(i: u32, v: u64) { out[i] = u32(v); out[i + 1u] = u32(v >> 32u); }
fn puti(i: u32, v: i64) { put(i, bitcast<u64>(v)); }
@compute @workgroup_size(1) fn main() {
    var a = vec4<i64>(1li, -2li, 0x100000000li, -0x7FFFFFFFFFFFFFFFli - 1li); var b = vec4<i64>(10li, 20li, -30li, -1li);
    let s = a + b;
    puti(0u, s.x); puti(2u, s.y); puti(4u, s.z); puti(6u, s.w);
    puti(8u, dot(a.xyz, b.xyz)); puti(10u, (a - b).w); let sw = a.zyx; puti(12u, sw.x); puti(14u, sw.y);
    let c = a < b; out[16] = u32(c.x); out[17] = u32(c.y); out[18] = u32(c.z); out[19] = u32(c.w);
}
