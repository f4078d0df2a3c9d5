// expect u32: 8 1 3 6 10 15 21 28 36
// One subgroup of 8 (a block of 8 lanes); out[0] is its size. out[1 + id] = 1 + ... + (id + 1).
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(8) fn main(@builtin(subgroup_invocation_id) sid: u32, @builtin(subgroup_size) size: u32) {
    let v = subgroupInclusiveAdd(sid + 1u);
    if sid == 0u { out[0] = size; }
    out[1u + sid] = v;
}
