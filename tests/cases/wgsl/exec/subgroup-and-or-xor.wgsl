// expect u32: 8 240 255 8 7
// One subgroup of 8: and(0xF0 | sid) = 0xF0; or(1 << sid) = 0xFF; xor(sid + 1) = 1 ^ 2 ^ ... ^ 8 = 8;
// or(sid) = 7.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(8) fn main(@builtin(subgroup_invocation_id) sid: u32, @builtin(subgroup_size) size: u32) {
    let a = subgroupAnd(0xF0u | sid);
    let o = subgroupOr(1u << sid);
    let x = subgroupXor(sid + 1u);
    let p = subgroupOr(sid);
    if sid == 4u { out[0] = size; out[1] = a; out[2] = o; out[3] = x; out[4] = p; }
}
