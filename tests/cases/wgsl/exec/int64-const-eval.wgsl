// expect u32: 4294967295 2147483647 0 2147483648 3340529448 1137 2863311531 4294967210 2454267026 613566756 0 1073741824 4294967295 4294967295 1
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
fn put(i: u32, v: u64) { out[i] = u32(v); out[i + 1u] = u32(v >> 32u); }
fn puti(i: u32, v: i64) { put(i, bitcast<u64>(v)); }
const A: i64 = 0x7FFFFFFFFFFFFFFFli;
const B = -A - 1li;
const C = 0x123456789lu * 1000lu;
const D: i64 = -(1li << 40u) / 3li;
const E = 0xFFFFFFFFFFFFFFFFlu / 7lu;
const F = 1lu << 62u;
const G = i64(-1i);
const H = A > 0li;
@compute @workgroup_size(1) fn main() {
    puti(0u, A); puti(2u, B); put(4u, C); puti(6u, D); put(8u, E); put(10u, F); puti(12u, G); out[14] = u32(H);
}
