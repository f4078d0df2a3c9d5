// expect f32: 0.0 -1.0 0.0 0.0
// tolerance: 1e-5
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var i = vec2<f32>(0.0, -1.0); var n = vec2<f32>(0.0, 1.0);
    let s = refract(i, n, 1.0); out[0] = s.x; out[1] = s.y;
    let g = normalize(vec2<f32>(1.0, -0.1)); let t = refract(g, n, 2.0); out[2] = t.x; out[3] = t.y;
}
