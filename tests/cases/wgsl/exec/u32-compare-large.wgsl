// expect u32: 1 0 1 0
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var big = 0xfffffff0u; var small = 16u;
    out[0] = u32(small < big); out[1] = u32(big < small); out[2] = u32(big >= 0x80000000u); out[3] = u32(big == small);
}
