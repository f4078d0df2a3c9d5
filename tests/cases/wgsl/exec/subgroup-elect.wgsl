// expect u32: 8 1 0 0 0 0 0 0 0
// One subgroup of 8: only id 0 is elected.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(8) fn main(@builtin(subgroup_invocation_id) sid: u32, @builtin(subgroup_size) size: u32) {
    let e = subgroupElect();
    if sid == 0u { out[0] = size; }
    out[1u + sid] = u32(e);
}
