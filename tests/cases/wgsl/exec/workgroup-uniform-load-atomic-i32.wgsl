// expect i32: -6 -6 -6 -6 1
@group(0) @binding(0) var<storage, read_write> out: array<i32>;
var<workgroup> low: atomic<i32>;
// atomic<i32> through a pointer argument of a helper: the minimum of -lid - 3 over four
// invocations is -6, uniform after the load, so the branch on it is uniform too.
fn load_min(p: ptr<workgroup, atomic<i32>>) -> i32 {
    return workgroupUniformLoad(p);
}
@compute @workgroup_size(4) fn main(@builtin(local_invocation_index) lid: u32) {
    atomicMin(&low, -i32(lid) - 3);
    let m = load_min(&low);
    out[lid] = m;
    if m < -5 {
        if lid == 0u { out[4] = 1; }
    }
}
