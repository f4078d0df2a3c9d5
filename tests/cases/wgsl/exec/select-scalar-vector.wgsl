// expect i32: 10 -10 1 -2 3
@group(0) @binding(0) var<storage, read_write> out: array<i32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var c = true; var n = false;
    out[0] = select(-10, 10, c); out[1] = select(-10, 10, n);
    let v = select(vec3<i32>(-1, -2, -3), vec3<i32>(1, 2, 3), vec3<bool>(true, false, true));
    out[2] = v.x; out[3] = v.y; out[4] = v.z;
}
