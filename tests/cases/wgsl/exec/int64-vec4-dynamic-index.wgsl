// expect u32: 3 3 1 1 0 0 4 4 3 3
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
fn put(i: u32, v: u64) { out[i] = u32(v); out[i + 1u] = u32(v >> 32u); }
fn puti(i: u32, v: i64) { put(i, bitcast<u64>(v)); }
@compute @workgroup_size(1) fn main() {
    var v = vec4<u64>(0x100000001lu, 0x200000002lu, 0x300000003lu, 0x400000004lu);
    var i = 2u; put(0u, v[i]); i = 0u; put(2u, v[i]);
    i = 1u; v[i] = 0lu; put(4u, v.y); i = 7u; put(6u, v[i]);
    let copy = v; i = 2u; put(8u, copy[i]);
}
