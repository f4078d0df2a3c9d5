// expect u32: 10 10 10 10 14 14 14 14
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
var<workgroup> total: atomic<u32>;
// The atomic overload: every invocation adds its index + 1, and workgroupUniformLoad's barriers
// make the sum (1 + 2 + 3 + 4) the value all of them load; a second round adds one each.
@compute @workgroup_size(4) fn main(@builtin(local_invocation_index) lid: u32) {
    atomicAdd(&total, lid + 1u);
    let sum = workgroupUniformLoad(&total);
    out[lid] = sum;
    atomicAdd(&total, 1u);
    out[4u + lid] = workgroupUniformLoad(&total);
}
