// expect u32: 2596069104 305419896 137 0 1 0 0 0 1450744508 52 4294967295 4294967295 4294967177 4294967295 0 0 2596069104 4063516280 239 0 15 0
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
fn put(i: u32, v: u64) { out[i] = u32(v); out[i + 1u] = u32(v >> 32u); }
fn puti(i: u32, v: i64) { put(i, bitcast<u64>(v)); }
@compute @workgroup_size(1) fn main() {
    var x = 0x123456789ABCDEF0lu; var far = 70u;
    put(0u, extractBits(x, 0u, 64u)); put(2u, extractBits(x, 28u, 8u)); put(4u, extractBits(x, 60u, 8u));
    put(6u, extractBits(x, far, 5u)); put(8u, extractBits(x, 16u, 40u));
    var y = -0x0DCBA98765432110li;
    puti(10u, extractBits(y, 60u, 4u)); puti(12u, extractBits(y, 28u, 8u)); puti(14u, extractBits(y, 4u, 0u));
    puti(16u, extractBits(y, 0u, 64u));
    var v = vec2<u64>(x, 0xFFlu); let e = extractBits(v, 4u, 8u); put(18u, e.x); put(20u, e.y);
}
