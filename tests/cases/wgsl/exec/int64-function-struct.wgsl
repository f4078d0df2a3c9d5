// expect u32: 7 3 4294967254 4294967295 12 0
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
fn put(i: u32, v: u64) { out[i] = u32(v); out[i + 1u] = u32(v >> 32u); }
fn puti(i: u32, v: i64) { put(i, bitcast<u64>(v)); }
struct P { x: i64, y: u64 }
fn scale(p: P, k: i64) -> P { return P(p.x * k, p.y * u64(k)); }
fn neg(v: ptr<function, i64>) { *v = -*v; }
@compute @workgroup_size(1) fn main() {
    let p = scale(P(-14li, 0x100000000lu + 2lu), 3li);
    put(0u, p.y + 1lu); var x = p.x; neg(&x); puti(2u, -x); var arr = array<i64, 3>(4li, 8li, 12li); var i = 2; puti(4u, arr[i]);
}
