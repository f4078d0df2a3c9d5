// expect u32: 4294967293 4294967295 3197704724 28 0 2097152 4294967295 2147483647 0 2147483648 4294967295 4294967295 0 0 4294967293 4000000000
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
fn put(i: u32, v: u64) { out[i] = u32(v); out[i + 1u] = u32(v >> 32u); }
fn puti(i: u32, v: i64) { put(i, bitcast<u64>(v)); }
@compute @workgroup_size(1) fn main() {
    var a = -3.75lf; var b = 123456789012.9lf; var c = 9007199254740993.0lf; var big = 1e300lf; var neg = -1e300lf; var m = -2.5lf;
    puti(0u, i64(a)); puti(2u, i64(b)); puti(4u, i64(c)); puti(6u, i64(big)); puti(8u, i64(neg)); put(10u, u64(big)); put(12u, u64(m));
    var x = -3li; var y = 4000000000lu;
    out[14] = bitcast<u32>(i32(f64(x))); out[15] = u32(f64(y));
}
