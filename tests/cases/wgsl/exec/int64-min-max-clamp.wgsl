// expect u32: 0 4294967295 4294967291 4294967295 0 2147483648 4294967293 4294967295 10 0 4294967295 4294967295 4294967295 0 0 1
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
fn put(i: u32, v: u64) { out[i] = u32(v); out[i + 1u] = u32(v >> 32u); }
fn puti(i: u32, v: i64) { put(i, bitcast<u64>(v)); }
@compute @workgroup_size(1) fn main() {
    var a = -0x100000000li; var b = -5li; var imin = -0x7FFFFFFFFFFFFFFFli - 1li;
    puti(0u, min(a, b)); puti(2u, max(a, b)); puti(4u, min(imin, b)); puti(6u, clamp(-1li, -10li, -3li)); puti(8u, clamp(a, 10li, 20li));
    var u = 0xFFFFFFFFFFFFFFFFlu; var l = 0xFFFFFFFFlu;
    put(10u, max(u, l)); put(12u, min(u, l)); put(14u, clamp(u, 1lu, 0x100000000lu));
}
