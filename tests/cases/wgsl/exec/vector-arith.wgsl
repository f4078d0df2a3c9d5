// expect f32: 5.0 7.0 9.0 -3.0 4.0 10.0 18.0
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var a = vec3<f32>(1.0, 2.0, 3.0); var b = vec3<f32>(4.0, 5.0, 6.0);
    let s = a + b; out[0] = s.x; out[1] = s.y; out[2] = s.z;
    out[3] = (a - b).y; out[4] = (a * b).x; out[5] = (b * 2.0).y; out[6] = (3.0 * b).z;
}
