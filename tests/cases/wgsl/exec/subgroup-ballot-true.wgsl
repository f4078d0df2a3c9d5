// expect u32: 4294967295 0 0 0
// not on gl: assumes a subgroup of 32; llvmpipe's is 8 invocations, so its ballot has 8 bits (decision 0024)
// One subgroup of 32: every bit of x set; y, z, w (ids 32 to 127) empty.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(32) fn main(@builtin(subgroup_invocation_id) sid: u32) {
    let b = subgroupBallot(true);
    if sid == 0u { out[0] = b.x; out[1] = b.y; out[2] = b.z; out[3] = b.w; }
}
