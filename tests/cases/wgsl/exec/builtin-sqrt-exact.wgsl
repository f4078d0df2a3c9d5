// expect f32: 2.0 3.0 0.5 0.25
// tolerance: 1e-6
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var a = 4.0; var b = 9.0; out[0] = sqrt(a); out[1] = sqrt(b); out[2] = inverseSqrt(a); out[3] = inverseSqrt(a * 4.0);
}
