// expect i32: 1 -2 3 4
@group(0) @binding(0) var<storage, read_write> out: array<i32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    let f = vec4<f32>(1.7, -2.2, 3.9, 4.0);
    let i = vec4<i32>(f); out[0] = i.x; out[1] = i.y; out[2] = i.z; out[3] = i.w;
}
