// expect u32: 251662080 15728880 4279238415 4043305215 4027576335 4027576335 4042322160 252645135 1 0
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
fn put(i: u32, v: u64) { out[i] = u32(v); out[i + 1u] = u32(v >> 32u); }
fn puti(i: u32, v: i64) { put(i, bitcast<u64>(v)); }
@compute @workgroup_size(1) fn main() {
    var p = 0xF0F0F0F00F0F0F0Flu; var q = 0x00FF00FFFF00FF00lu; var m2 = -2li;
    put(0u, p & q); put(2u, p | q); put(4u, p ^ q); put(6u, ~p); puti(8u, ~m2);
}
