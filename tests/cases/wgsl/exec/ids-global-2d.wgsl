// expect u32: 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31
// dispatch: 2 2 1
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(4, 2) fn main(@builtin(local_invocation_id) local: vec3<u32>, @builtin(global_invocation_id) gid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) groups: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    out[gid.y * 8u + gid.x] = gid.y * 8u + gid.x;
}
