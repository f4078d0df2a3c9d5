// expect u32: 8 1 2 6 24 120 720 5040 40320
// One subgroup of 8: (sid + 1)!.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(8) fn main(@builtin(subgroup_invocation_id) sid: u32, @builtin(subgroup_size) size: u32) {
    let v = subgroupInclusiveMul(sid + 1u);
    if sid == 0u { out[0] = size; }
    out[1u + sid] = v;
}
