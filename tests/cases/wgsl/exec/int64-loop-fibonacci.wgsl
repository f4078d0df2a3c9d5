// expect u32: 2713352312 670567898 572466946 2840571202 2215376575 301173456
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
fn put(i: u32, v: u64) { out[i] = u32(v); out[i + 1u] = u32(v >> 32u); }
fn puti(i: u32, v: i64) { put(i, bitcast<u64>(v)); }
@compute @workgroup_size(1) fn main() {
    var a = 0lu; var b = 1lu;
    for (var i = 0; i < 94; i++) {
        if (i == 90) { put(0u, a); }
        if (i == 93) { put(2u, a); }
        let t = a + b; a = b; b = t;
    }
    put(4u, a);
}
