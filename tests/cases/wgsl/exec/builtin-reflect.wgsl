// expect f32: 1.0 1.0
// tolerance: 1e-6
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var i = vec2<f32>(1.0, -1.0); var n = vec2<f32>(0.0, 1.0); let r = reflect(i, n); out[0] = r.x; out[1] = r.y;
}
