// expect u32: 8 1 1 2 6 24 120 720 5040
// One subgroup of 8: the product of (j + 1) over ids j < sid, that is sid!; id 0 gets the identity 1.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(8) fn main(@builtin(subgroup_invocation_id) sid: u32, @builtin(subgroup_size) size: u32) {
    let v = subgroupExclusiveMul(sid + 1u);
    if sid == 0u { out[0] = size; }
    out[1u + sid] = v;
}
