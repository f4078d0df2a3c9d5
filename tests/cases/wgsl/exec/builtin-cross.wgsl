// expect f32: -3.0 6.0 -3.0 0.0 0.0 1.0
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var a = vec3<f32>(1.0, 2.0, 3.0); var b = vec3<f32>(4.0, 5.0, 6.0);
    let c = cross(a, b); out[0] = c.x; out[1] = c.y; out[2] = c.z;
    let z = cross(vec3<f32>(1.0, 0.0, 0.0), vec3<f32>(0.0, 1.0, 0.0)); out[3] = z.x; out[4] = z.y; out[5] = z.z;
}
