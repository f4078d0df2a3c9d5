// expect u32: 2 4 6 8
// input u32: 1 2 3 4
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@group(0) @binding(1) var<storage, read> input: array<u32>;
@compute @workgroup_size(4) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    out[lid] = input[lid] * 2u;
}
