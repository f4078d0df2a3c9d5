// expect f32: 0.0 0.479425538604203 -0.8414709848078965 0.9092974268256817
// tolerance: 1e-4
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var x: f32;
    x = 0.0; out[0] = sin(x);
    x = 0.5; out[1] = sin(x);
    x = -1.0; out[2] = sin(x);
    x = 2.0; out[3] = sin(x);
}
