// expect u32: 4294967287 4294967295 0 0 1942892530 2874 0 0 0 1 0 0
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
fn put(i: u32, v: u64) { out[i] = u32(v); out[i + 1u] = u32(v >> 32u); }
fn puti(i: u32, v: i64) { put(i, bitcast<u64>(v)); }
@compute @workgroup_size(1) fn main() {
    var z = 0li; var uz = 0lu; var big = 0x100000000lu;
    puti(0u, -9li / z); puti(2u, -9li % z); put(4u, 12345678901234lu / uz); put(6u, 12345678901234lu % uz);
    put(8u, big / uz); put(10u, big % uz);
}
