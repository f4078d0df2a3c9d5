// expect f32: 7.0 10.0 17.0 39.0
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    let m = mat2x2<f32>(1.0, 2.0, 3.0, 4.0);
    let v = m * vec2<f32>(1.0, 2.0); out[0] = v.x; out[1] = v.y;
    let w = vec2<f32>(5.0, 6.0) * m; out[2] = w.x; out[3] = w.y;
}
