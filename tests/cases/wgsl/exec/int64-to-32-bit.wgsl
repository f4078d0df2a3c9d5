// expect u32: 591751049 4294967291 4294967295 2147483648 0 2147483649
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
fn put(i: u32, v: u64) { out[i] = u32(v); out[i + 1u] = u32(v >> 32u); }
fn puti(i: u32, v: i64) { put(i, bitcast<u64>(v)); }
@compute @workgroup_size(1) fn main() {
    var a = 0x123456789lu; var m5 = -5li; var f = 0xFFFFFFFFFFFFFFFFlu; var h = 0x180000000li; var p = 0x100000000lu; var q = 0x7FFFFFFF80000001li;
    out[0] = u32(a); out[1] = bitcast<u32>(i32(m5)); out[2] = u32(f); out[3] = bitcast<u32>(i32(h)); out[4] = u32(p); out[5] = bitcast<u32>(i32(q));
}
