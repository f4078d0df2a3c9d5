// expect u32: 572662307 286331153 8 1145324612 1431655765 9 0 10 0
// input u32: 7 0 572662306 286331153 3149642683 2863311530 9 0
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
fn put(i: u32, v: u64) { out[i] = u32(v); out[i + 1u] = u32(v >> 32u); }
fn puti(i: u32, v: i64) { put(i, bitcast<u64>(v)); }
struct S { a: u32, b: u64, c: vec2<u64> }
@group(0) @binding(1) var<storage, read> input: S;
@group(0) @binding(2) var<storage, read_write> out64: array<u64, 2>;
@compute @workgroup_size(1) fn main() {
    put(0u, input.b + 1lu); out[2] = input.a + 1u; put(3u, ~input.c.x); put(5u, input.c.y);
    out64[1] = input.c.y + 1lu; put(7u, out64[1]);
}
