// expect f32: 1.0 0.8775825618903728 0.5403023058681398 -0.4161468365471424
// tolerance: 1e-4
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var x: f32;
    x = 0.0; out[0] = cos(x);
    x = 0.5; out[1] = cos(x);
    x = -1.0; out[2] = cos(x);
    x = 2.0; out[3] = cos(x);
}
