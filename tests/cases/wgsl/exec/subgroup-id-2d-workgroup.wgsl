// expect u32: 2 0 0 1 1 32
// not on gl: assumes the soft driver's subgroups of 32; llvmpipe's are 8 invocations (decision 0024)
// A workgroup of 8 x 8: local index x + 8y, so subgroup 0 holds rows 0-3 and subgroup 1 rows
// 4-7. out[0] = num_subgroups; out[1 + y / 2] = subgroup id of (0, y) for y = 0, 2, 4, 6;
// out[5] = subgroupAdd(1) of the last row's subgroup.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(8, 8) fn main(@builtin(local_invocation_id) l: vec3<u32>, @builtin(subgroup_id) id: u32,
                                       @builtin(num_subgroups) n: u32) {
    let c = subgroupAdd(1u);
    if l.x == 0u && l.y % 2u == 0u { out[1u + l.y / 2u] = id; }
    if l.x == 0u && l.y == 0u { out[0] = n; }
    if l.x == 7u && l.y == 7u { out[5] = c; }
}
