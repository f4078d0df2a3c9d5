// expect f32: 0.6 0.8 0.0
// tolerance: 1e-5
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var v = vec3<f32>(3.0, 4.0, 0.0); let n = normalize(v); out[0] = n.x; out[1] = n.y; out[2] = n.z;
}
