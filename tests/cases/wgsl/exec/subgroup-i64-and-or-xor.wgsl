// expect u32: 8 16843009 16843009 16843009 16843009 4278124286 4278124286 4042322160 4042322160
// One subgroup of 8; 64-bit results as (low word, high word). Id k holds bit 8k (u64), so each
// byte of the 64 bits has one set bit from one id. Or and xor: 0x01010101_01010101 in both words;
// and of the complements: 0xFEFEFEFE_FEFEFEFE. The last: and of 0xF0F0F0F0_F0F0F0F0 | bit 8k;
// bit 8k is set only in id k's operand, so the and clears it: 0xF0F0F0F0 in both words.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
fn put(i: u32, v: u64) { out[i] = u32(v); out[i + 1u] = u32(v >> 32u); }
@compute @workgroup_size(8) fn main(@builtin(subgroup_invocation_id) sid: u32, @builtin(subgroup_size) size: u32) {
    let bit = 1lu << (8u * sid);
    let o = subgroupOr(bit);
    let x = subgroupXor(bit);
    let a = subgroupAnd(~bit);
    let m = subgroupAnd(0xF0F0F0F0F0F0F0F0lu | bit);
    if sid == 5u { out[0] = size; put(1u, o); put(3u, x); put(5u, a); put(7u, m); }
}
