// expect f32: 0.0 1.1752011936438014 -0.5210953054937474
// tolerance: 1e-4
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var x: f32;
    x = 0.0; out[0] = sinh(x);
    x = 1.0; out[1] = sinh(x);
    x = -0.5; out[2] = sinh(x);
}
