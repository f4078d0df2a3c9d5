// expect u32: 0 2147483648 1 0 2 0 4294901760 65535 0 1 2 1
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
fn put(i: u32, v: u64) { out[i] = u32(v); out[i + 1u] = u32(v >> 32u); }
fn puti(i: u32, v: i64) { put(i, bitcast<u64>(v)); }
@compute @workgroup_size(1) fn main() {
    var one = 1lu; var s = array<u32, 6>(63u, 64u, 65u, 16u, 32u, 1u);
    put(0u, one << s[0]); put(2u, one << s[1]); put(4u, one << s[2]);
    var f = 0xFFFFFFFFlu; put(6u, f << s[3]); put(8u, one << s[4]); var h = 0x80000001lu; put(10u, h << s[5]);
}
