// expect u32: 8 0 1 3 6 10 15 21 28
// One subgroup of 8: the sum of (j + 1) over ids j < sid; id 0 gets the identity 0.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(8) fn main(@builtin(subgroup_invocation_id) sid: u32, @builtin(subgroup_size) size: u32) {
    let v = subgroupExclusiveAdd(sid + 1u);
    if sid == 0u { out[0] = size; }
    out[1u + sid] = v;
}
