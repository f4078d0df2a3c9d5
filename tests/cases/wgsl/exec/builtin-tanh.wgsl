// expect f32: 0.0 0.46211715726000974 -0.9640275800758169 1.0
// tolerance: 1e-4
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var x: f32;
    x = 0.0; out[0] = tanh(x);
    x = 0.5; out[1] = tanh(x);
    x = -2.0; out[2] = tanh(x);
    x = 20.0; out[3] = tanh(x);
}
