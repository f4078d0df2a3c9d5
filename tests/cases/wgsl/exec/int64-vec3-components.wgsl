// expect u32: 5 0 6 0 107 0 15 0 4294967295 4294967295 3 0 100 0
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
fn put(i: u32, v: u64) { out[i] = u32(v); out[i + 1u] = u32(v >> 32u); }
fn puti(i: u32, v: i64) { put(i, bitcast<u64>(v)); }
@compute @workgroup_size(1) fn main() {
    var v = vec3<u64>(5lu, 6lu, 7lu); v.z += 100lu; v[1] = v[1] * 1lu; var k = 2u;
    put(0u, v.x); put(2u, v[1]); put(4u, v[k]);
    let t = vec3<u64>(3lu) * v.xxx; put(6u, t.z);
    var n = -vec3<i64>(1li, 2li, 3li); puti(8u, n.x); puti(10u, -n[k]); k = 0u; v[k] = 100lu; put(12u, v.x);
}
