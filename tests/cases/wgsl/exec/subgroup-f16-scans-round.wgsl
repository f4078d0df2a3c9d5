// expect f32: 8 2047 2048 2048 2048 0 2047 2048 2048 0.5 1 1.5 2
// One subgroup of 8: id 0 holds 2047, the others 0.5; scans fold in ascending id order,
// rounding to binary16 after each step. Inclusive: 2047; 2047.5 is a tie between 2047 and 2048
// (spacing 1 below 2048), to even 2048; 2048.5 rounds to 2048 (spacing 2 above): 2047, 2048, 2048, ...
// Exclusive: the identity 0 at id 0, then the inclusive scan of the id before.
// out[1..4] inclusive of ids 0-3, out[5..8] exclusive of ids 0-3, out[9..12] the inclusive
// scan of 0.5 everywhere at ids 0-3 (exact: 0.5, 1, 1.5, 2).
enable f16;
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(8) fn main(@builtin(subgroup_invocation_id) sid: u32, @builtin(subgroup_size) size: u32) {
    let x = select(0.5h, 2047.0h, sid == 0u);
    let inc = subgroupInclusiveAdd(x);
    let exc = subgroupExclusiveAdd(x);
    let halves = subgroupInclusiveAdd(0.5h);
    if sid == 0u { out[0] = f32(size); }
    if sid < 4u { out[1u + sid] = f32(inc); out[5u + sid] = f32(exc); out[9u + sid] = f32(halves); }
}
