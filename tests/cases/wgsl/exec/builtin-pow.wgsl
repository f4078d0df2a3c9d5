// expect f32: 8.0 2.0 0.25
// tolerance: 1e-4
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var b = 2.0; out[0] = pow(b, 3.0); out[1] = pow(b * 2.0, 0.5); out[2] = pow(b, -2.0);
}
