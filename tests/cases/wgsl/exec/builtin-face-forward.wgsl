// expect f32: 1.0 -1.0
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var n = vec2<f32>(1.0, 0.0); var i = vec2<f32>(-1.0, 0.0); var r = vec2<f32>(1.0, 0.0);
    out[0] = faceForward(n, i, r).x; out[1] = faceForward(n, r, r).x;
}
