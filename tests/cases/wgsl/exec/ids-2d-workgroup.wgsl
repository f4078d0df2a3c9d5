// expect u32: 0 1 2 3 4 5 6 7
// dispatch: 1 1 1
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(4, 2) fn main(@builtin(local_invocation_id) local: vec3<u32>, @builtin(global_invocation_id) gid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) groups: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    out[local.y * 4u + local.x] = lid;
}
