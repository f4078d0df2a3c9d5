// expect u32: 2454267026 1227133513
// not on gl: assumes the soft driver's subgroups of 32; llvmpipe's are 8 invocations (decision 0024)
// Two subgroups of 32. ballot(lid % 3 == 0): subgroup 0 has lids 0, 3, ..., 30 (bits 0, 3, ..., 30:
// 0x49249249 = 1227133513); subgroup 1 has lids 33, 36, ..., 63, ids 1, 4, ..., 31
// (0x92492492 = 2454267026). out[0] is subgroup 1's, out[1] subgroup 0's.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) lid: u32, @builtin(subgroup_id) id: u32,
                                     @builtin(subgroup_invocation_id) sid: u32) {
    let b = subgroupBallot(lid % 3u == 0u);
    if sid == 0u { out[1u - id] = b.x; }
}
