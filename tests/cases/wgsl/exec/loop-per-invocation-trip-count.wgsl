// expect u32: 0 1 3 6 10 15 21 28
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(8) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var s = 0u; for (var i = 0u; i < lid; i++) { s += i + 1u; } out[lid] = s;
}
