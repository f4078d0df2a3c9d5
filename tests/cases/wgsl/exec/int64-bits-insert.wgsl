// expect u32: 4026531840 15 0 4026531840 0 0 0 0 2596069104 305419947 1 2147483648 2147483648 2 2147483648 2 4294967295 4294967294
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
fn put(i: u32, v: u64) { out[i] = u32(v); out[i + 1u] = u32(v >> 32u); }
fn puti(i: u32, v: i64) { put(i, bitcast<u64>(v)); }
@compute @workgroup_size(1) fn main() {
    var x = 0lu; var ones = 0xFFFFFFFFFFFFFFFFlu; var k = 0x123456789ABCDEF0lu; var far = 64u;
    put(0u, insertBits(x, ones, 28u, 8u)); put(2u, insertBits(x, ones, 60u, 10u)); put(4u, insertBits(x, ones, far, 3u));
    put(6u, insertBits(k, x, 0u, 64u)); put(8u, insertBits(k, 0xABlu, 32u, 8u));
    var m = -1li; puti(10u, insertBits(m, 0li, 1u, 62u));
    var a = vec3<i64>(0li, 0li, -1li); let r = insertBits(a, vec3<i64>(5li), 31u, 3u);
    puti(12u, r.x); puti(14u, r.y); puti(16u, r.z);
}
