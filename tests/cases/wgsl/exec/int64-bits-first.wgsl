// expect u32: 4294967295 4294967295 4 0 63 0 4294967295 4294967295 4 0 63 0 32 0 8 0 4294967295 4294967295 4294967295 4294967295 31 0 62 0 4294967295 4294967295 0 0 32 0 0 0
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
fn put(i: u32, v: u64) { out[i] = u32(v); out[i + 1u] = u32(v >> 32u); }
fn puti(i: u32, v: i64) { put(i, bitcast<u64>(v)); }
@compute @workgroup_size(1) fn main() {
    var u = vec3<u64>(0lu, 0x10lu, 0x8000000000000000lu);
    let ul = firstLeadingBit(u); put(0u, ul.x); put(2u, ul.y); put(4u, ul.z);
    let ut = firstTrailingBit(u); put(6u, ut.x); put(8u, ut.y); put(10u, ut.z);
    var w = 0x100000100lu; put(12u, firstLeadingBit(w)); put(14u, firstTrailingBit(w));
    var i = vec4<i64>(0li, -1li, -0x100000000li, 0x7FFFFFFFFFFFFFFFli);
    let il = firstLeadingBit(i); puti(16u, il.x); puti(18u, il.y); puti(20u, il.z); puti(22u, il.w);
    let it = firstTrailingBit(i); puti(24u, it.x); puti(26u, it.y); puti(28u, it.z); puti(30u, it.w);
}
