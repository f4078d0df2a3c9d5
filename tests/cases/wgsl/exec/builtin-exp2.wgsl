// expect f32: 1.0 8.0 0.3535533905932738
// tolerance: 1e-4
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var x: f32;
    x = 0.0; out[0] = exp2(x);
    x = 3.0; out[1] = exp2(x);
    x = -1.5; out[2] = exp2(x);
}
