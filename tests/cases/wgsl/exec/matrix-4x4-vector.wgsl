// expect f32: 1.0 2.0 3.0 1.0
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    let t = mat4x4<f32>(vec4<f32>(1.0, 0.0, 0.0, 0.0), vec4<f32>(0.0, 1.0, 0.0, 0.0), vec4<f32>(0.0, 0.0, 1.0, 0.0), vec4<f32>(1.0, 2.0, 3.0, 1.0));
    let p = t * vec4<f32>(0.0, 0.0, 0.0, 1.0); out[0] = p.x; out[1] = p.y; out[2] = p.z; out[3] = p.w;
}
