// expect u32: 0 1 2 3 4 4 4 4
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(8) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var n = 0u; for (var i = 0u; i < 4u; i++) { if i == lid { break; } n++; } out[lid] = n;
}
