// expect u32: 8 3 10 4294967295 0
// One subgroup of 8 over 10 - sid = 3 .. 10; over sid - 5, wrapping (ids 0-4 give 0xFFFFFFFB ..
// 0xFFFFFFFF, ids 5-7 give 0 .. 2), the u32 max is 0xFFFFFFFF = 4294967295 and the min 0.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(8) fn main(@builtin(subgroup_invocation_id) sid: u32, @builtin(subgroup_size) size: u32) {
    let lo = subgroupMin(10u - sid);
    let hi = subgroupMax(10u - sid);
    let wrapHi = subgroupMax(sid - 5u);
    let wrapLo = subgroupMin(sid - 5u);
    if sid == 2u { out[0] = size; out[1] = lo; out[2] = hi; out[3] = wrapHi; out[4] = wrapLo; }
}
