// expect u32: 2016
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
var<workgroup> sums: array<u32, 64>;
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) lid: u32, @builtin(workgroup_id) wid: vec3<u32>) {
    sums[lid] = lid;
    workgroupBarrier();
    for (var stride = 32u; stride > 0u; stride /= 2u) {
    if lid < stride { sums[lid] += sums[lid + stride]; }
    workgroupBarrier();
    }
    if lid == 0u { out[0] = sums[0]; }
}
