// expect f32: 32.0 5.0 5.0 14.0
// tolerance: 1e-5
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var a = vec3<f32>(1.0, 2.0, 3.0); var b = vec3<f32>(4.0, 5.0, 6.0);
    out[0] = dot(a, b); out[1] = length(vec2<f32>(3.0, 4.0)); out[2] = distance(vec2<f32>(1.0, 1.0), vec2<f32>(4.0, 5.0)); out[3] = dot(a, a);
}
