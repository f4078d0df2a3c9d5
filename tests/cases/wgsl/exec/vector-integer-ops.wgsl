// expect i32: 3 -1 12 2 1 -6
@group(0) @binding(0) var<storage, read_write> out: array<i32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var a = vec3<i32>(1, 2, 3); var b = vec3<i32>(2, 3, 4);
    out[0] = (a + b).x; out[1] = (a - b).z; out[2] = (a * b).z; out[3] = (b / a).x; out[4] = (b % a).y; out[5] = (-a * 2).z;
}
