// expect u32: 3 3 3 3 3 3 3 3
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(8) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var n = 0u; loop { if n >= 3u { break; } n++; } out[lid] = n;
}
