// expect u32: 2 0 0 0 1 0 4 0 0 0 64 0 31 0 32 0 0 0 64 0 32 0 28 0 64 0 0 0 0 0
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
fn put(i: u32, v: u64) { out[i] = u32(v); out[i + 1u] = u32(v >> 32u); }
fn puti(i: u32, v: i64) { put(i, bitcast<u64>(v)); }
@compute @workgroup_size(1) fn main() {
    var v = vec4<u64>(0x8000000000000001lu, 0lu, 0x100000000lu, 0xF0000000lu);
    let p = countOneBits(v); put(0u, p.x); put(2u, p.y); put(4u, p.z); put(6u, p.w);
    let lz = countLeadingZeros(v); put(8u, lz.x); put(10u, lz.y); put(12u, lz.z); put(14u, lz.w);
    let tz = countTrailingZeros(v); put(16u, tz.x); put(18u, tz.y); put(20u, tz.z); put(22u, tz.w);
    var m = -1li; puti(24u, countOneBits(m)); puti(26u, countLeadingZeros(m)); puti(28u, countTrailingZeros(m));
}
