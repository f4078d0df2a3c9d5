// expect f32: 7.0 2.0 0.0 1.0 1.0
// tolerance: 1e-6
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var a = 2.0; var t = 0.25;
    out[0] = fma(a, 3.0, 1.0); out[1] = mix(1.0, 5.0, t); out[2] = step(a, 1.0); out[3] = step(a, 2.0); out[4] = step(a, 3.0);
}
