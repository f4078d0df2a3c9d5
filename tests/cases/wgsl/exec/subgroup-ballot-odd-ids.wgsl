// expect u32: 8 170 0 0 0 255
// One subgroup of 8: the odd ids are bits 1, 3, 5, 7 (0xAA = 170); subgroupBallot() is every active id.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(8) fn main(@builtin(subgroup_invocation_id) sid: u32, @builtin(subgroup_size) size: u32) {
    let b = subgroupBallot((sid & 1u) == 1u);
    let all = subgroupBallot();
    if sid == 0u { out[0] = size; out[1] = b.x; out[2] = b.y; out[3] = b.z; out[4] = b.w; out[5] = all.x; }
}
