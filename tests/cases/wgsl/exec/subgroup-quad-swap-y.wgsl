// expect u32: 8 2 3 0 1 6 7 4 5
// One subgroup of 8: quadSwapY reads the vertical neighbour, sid ^ 2.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(8) fn main(@builtin(subgroup_invocation_id) sid: u32, @builtin(subgroup_size) size: u32) {
    let v = quadSwapY(sid);
    if sid == 0u { out[0] = size; }
    out[1u + sid] = v;
}
