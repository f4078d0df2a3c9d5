// expect u32: 1 0 0 0 1 0 1 1 7 0 4294967287 4294967295 0 1
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
fn put(i: u32, v: u64) { out[i] = u32(v); out[i + 1u] = u32(v >> 32u); }
fn puti(i: u32, v: i64) { put(i, bitcast<u64>(v)); }
@compute @workgroup_size(1) fn main() {
    var t = true; var f = false; var z = 0lu; var hi = 0x100000000lu; var lo = 1li; var neg = -0x7FFFFFFFFFFFFFFFli - 1li;
    put(0u, u64(t)); puti(2u, i64(f)); out[4] = u32(bool(hi)); out[5] = u32(bool(z)); out[6] = u32(bool(lo)); out[7] = u32(bool(neg));
    put(8u, select(3lu, 7lu, t)); puti(10u, select(-9li, 5li, f));
    let v = select(vec2<u64>(1lu, 2lu), vec2<u64>(3lu, 0x100000000lu), vec2<bool>(false, true));
    out[12] = u32(v.x == 3lu); out[13] = u32(v.y == 0x100000000lu);
}
