// expect f32: 8 6564 Infinity 6 2.25
// One subgroup of 8. a: 3^8 folded in id order with binary16 rounding: 3, 9, 27, 81, 243, 729,
// 2187 (a tie between 2186 and 2188, spacing 2: to even 2188), 2188 * 3 = 6564 (a multiple of 4,
// the spacing there: exact). One f32 product, 6561, would round to 6560.
// b: 256^8: 256 * 256 = 65536 is past binary16's largest finite value 65504 and rounds to +inf.
// c: exclusive product at id 3 of 1, 2, 3, 4, ...: 1 * 2 * 3 = 6; d: inclusive product at id 1 of 1.5, 1.5: 2.25.
enable f16;
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(8) fn main(@builtin(subgroup_invocation_id) sid: u32, @builtin(subgroup_size) size: u32) {
    let a = subgroupMul(3.0h);
    let b = subgroupMul(256.0h);
    let c = subgroupExclusiveMul(f16(sid + 1u));
    let d = subgroupInclusiveMul(1.5h);
    if sid == 3u { out[0] = f32(size); out[1] = f32(a); out[2] = f32(b); out[3] = f32(c); }
    if sid == 1u { out[4] = f32(d); }
}
