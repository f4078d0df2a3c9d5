// expect u32: 7 7 7 7
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
var<workgroup> shared_value: u32;
@compute @workgroup_size(4) fn main(@builtin(local_invocation_index) lid: u32, @builtin(workgroup_id) wid: vec3<u32>) {
    if lid == 0u { shared_value = 7u; }
    let v = workgroupUniformLoad(&shared_value);
    out[lid] = v;
}
