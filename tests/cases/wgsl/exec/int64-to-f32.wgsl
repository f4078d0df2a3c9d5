// expect u32: 3212836864 1593835520 1602224128 3741319168 1266679808 0 1333788672
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
fn put(i: u32, v: u64) { out[i] = u32(v); out[i + 1u] = u32(v >> 32u); }
fn puti(i: u32, v: i64) { put(i, bitcast<u64>(v)); }
@compute @workgroup_size(1) fn main() {
    var m1 = -1li; var imax = 0x7FFFFFFFFFFFFFFFli; var umax = 0xFFFFFFFFFFFFFFFFlu; var imin = -0x7FFFFFFFFFFFFFFFli - 1li;
    var odd = 16777217lu; var z = 0li; var p = 0x100000001lu;
    out[0] = bitcast<u32>(f32(m1)); out[1] = bitcast<u32>(f32(imax)); out[2] = bitcast<u32>(f32(umax)); out[3] = bitcast<u32>(f32(imin));
    out[4] = bitcast<u32>(f32(odd)); out[5] = bitcast<u32>(f32(z)); out[6] = bitcast<u32>(f32(p));
}
