// expect f32: 0.0 0.6931471805599453 2.302585092994046
// tolerance: 1e-4
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var x: f32;
    x = 1.0; out[0] = log(x);
    x = 2.0; out[1] = log(x);
    x = 10.0; out[2] = log(x);
}
