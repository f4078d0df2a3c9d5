// expect u32: 2309737967 19088743 4294967295 4294967295 4294967295 4294967295 1 2 3 4294967295 0 1072693248
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
fn put(i: u32, v: u64) { out[i] = u32(v); out[i + 1u] = u32(v >> 32u); }
fn puti(i: u32, v: i64) { put(i, bitcast<u64>(v)); }
@compute @workgroup_size(1) fn main() {
    var u = 0x0123456789ABCDEFlu; let p = bitcast<vec2<u32>>(u); out[0] = p.x; out[1] = p.y;
    var f = 0xFFFFFFFFFFFFFFFFlu; puti(2u, bitcast<i64>(f)); var m = -1li; put(4u, bitcast<u64>(m));
    var w = vec2<u32>(1u, 2u); put(6u, bitcast<u64>(w));
    var vv = vec2<u64>(3lu, 0xFFFFFFFFlu); let q = bitcast<vec4<u32>>(vv); out[8] = q.x; out[9] = q.z;
    var d = 1.0lf; put(10u, bitcast<u64>(d));
}
