// expect f32: 9.0 2.0 8.0 4.0
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var v = vec4<f32>(1.0, 2.0, 3.0, 4.0);
    v.x = 9.0; v[2] = 8.0;
    out[0] = v.x; out[1] = v.y; out[2] = v.z; out[3] = v.w;
}
