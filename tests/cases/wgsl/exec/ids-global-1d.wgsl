// expect u32: 0 1 2 3 4 5 6 7 8 9 10 11
// dispatch: 3 1 1
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(4) fn main(@builtin(local_invocation_id) local: vec3<u32>, @builtin(global_invocation_id) gid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) groups: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    out[gid.x] = gid.x;
}
