// expect f32: 8 2048 2056 7.5
// One subgroup of 8; sums fold in ascending id order, rounding to binary16 after every step.
// a: 2048 (id 0) then seven 1s: 2048 + 1 = 2049 is a tie between 2048 and 2050 (spacing 2 at
// 2048), to even 2048, seven times: 2048 (one f32 sum would give 2055, to f16 2056).
// b: seven 1s (exact, 7) then 2048 (id 7): 2055, a tie between 2054 and 2056, to even 2056.
// c: seven 0.5s and a 4 (id 4), all exact: 7.5.
enable f16;
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(8) fn main(@builtin(subgroup_invocation_id) sid: u32, @builtin(subgroup_size) size: u32) {
    let a = subgroupAdd(select(1.0h, 2048.0h, sid == 0u));
    let b = subgroupAdd(select(1.0h, 2048.0h, sid == 7u));
    let c = subgroupAdd(select(0.5h, 4.0h, sid == 4u));
    if sid == 3u { out[0] = f32(size); out[1] = f32(a); out[2] = f32(b); out[3] = f32(c); }
}
