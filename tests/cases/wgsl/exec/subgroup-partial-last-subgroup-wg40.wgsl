// expect u32: 32 8 2 32 8 255
// not on gl: assumes the soft driver's subgroups of 32; llvmpipe's are 8 invocations (decision 0024)
// 40 invocations: subgroup 0 holds 32, subgroup 1 (size 32) only 8 active. out[id] =
// subgroupAdd(1), out[2] = num_subgroups, out[3 + id] = subgroupMax(sid) + 1, out[5] = ballot.x of subgroup 1.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(40) fn main(@builtin(subgroup_id) id: u32, @builtin(num_subgroups) n: u32,
                                     @builtin(subgroup_invocation_id) sid: u32) {
    let count = subgroupAdd(1u);
    let top = subgroupMax(sid) + 1u;
    let b = subgroupBallot(true);
    if sid == 0u {
        out[id] = count;
        out[3u + id] = top;
        if id == 1u { out[2] = n; out[5] = b.x; }
    }
}
