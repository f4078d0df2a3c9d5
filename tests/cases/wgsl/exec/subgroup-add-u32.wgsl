// expect u32: 8 36 36 36 36 36 36 36 36
// One subgroup of 8: 1 + 2 + ... + 8 = 36 in every invocation.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(8) fn main(@builtin(subgroup_invocation_id) sid: u32, @builtin(subgroup_size) size: u32) {
    let v = subgroupAdd(sid + 1u);
    if sid == 0u { out[0] = size; }
    out[1u + sid] = v;
}
