// expect u32: 96
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
var<workgroup> count: atomic<u32>;
@compute @workgroup_size(96) fn main(@builtin(local_invocation_index) lid: u32, @builtin(workgroup_id) wid: vec3<u32>) {
    atomicAdd(&count, 1u);
    workgroupBarrier();
    if lid == 0u { out[0] = atomicLoad(&count); }
}
