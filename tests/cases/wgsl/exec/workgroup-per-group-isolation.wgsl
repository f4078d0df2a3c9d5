// expect u32: 120 1120 2120
// dispatch: 3 1 1
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
var<workgroup> acc: array<u32, 16>;
@compute @workgroup_size(16) fn main(@builtin(local_invocation_index) lid: u32, @builtin(workgroup_id) wid: vec3<u32>) {
    acc[lid] = lid + 1000u * wid.x * u32(lid == 0u);
    workgroupBarrier();
    if lid == 0u { var s = 0u; for (var i = 0u; i < 16u; i++) { s += acc[i]; } out[wid.x] = s; }
}
