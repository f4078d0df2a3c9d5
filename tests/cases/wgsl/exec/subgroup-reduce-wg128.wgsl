// expect u32: 32 4 496 1520 2544 3568
// not on gl: assumes the soft driver's subgroups of 32; llvmpipe's are 8 invocations (decision 0024)
// Four subgroups of 32 (wgpu's workgroup size); subgroup k adds local indices 32k .. 32k + 31:
// 496 + 1024k. out[0] = size, out[1] = num_subgroups, out[2 + k] = subgroup k's sum.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(128) fn main(@builtin(local_invocation_index) lid: u32, @builtin(subgroup_id) id: u32,
                                      @builtin(num_subgroups) n: u32, @builtin(subgroup_size) size: u32) {
    let s = subgroupAdd(lid);
    if subgroupElect() {
        out[2u + id] = s;
        if id == 0u { out[0] = size; out[1] = n; }
    }
}
