// expect f32: 8 3.5 2.5 1.5 0.5 7.5 6.5 5.5 4.5
// One subgroup of 8: quadSwapDiagonal reads sid ^ 3's sid + 0.5.
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(8) fn main(@builtin(subgroup_invocation_id) sid: u32, @builtin(subgroup_size) size: u32) {
    let v = quadSwapDiagonal(f32(sid) + 0.5);
    if sid == 0u { out[0] = f32(size); }
    out[1u + sid] = v;
}
