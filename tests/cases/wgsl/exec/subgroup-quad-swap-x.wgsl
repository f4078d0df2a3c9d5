// expect u32: 8 1 0 3 2 5 4 7 6
// One subgroup of 8: quadSwapX reads the horizontal neighbour, sid ^ 1.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(8) fn main(@builtin(subgroup_invocation_id) sid: u32, @builtin(subgroup_size) size: u32) {
    let v = quadSwapX(sid);
    if sid == 0u { out[0] = size; }
    out[1u + sid] = v;
}
