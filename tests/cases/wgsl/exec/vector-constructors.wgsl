// expect f32: 1.0 2.0 3.0 4.0 7.0 7.0 5.0 6.0
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    let a = vec4<f32>(vec2<f32>(1.0, 2.0), 3.0, 4.0);
    out[0] = a.x; out[1] = a.y; out[2] = a.z; out[3] = a.w;
    let b = vec2(7.0); out[4] = b.x; out[5] = b.y;
    let c = vec3f(5.0, vec2f(6.0, 0.0)); out[6] = c.x; out[7] = c.y;
}
