// expect f32: 0.0 3.0 -1.0
// tolerance: 1e-4
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var x: f32;
    x = 1.0; out[0] = log2(x);
    x = 8.0; out[1] = log2(x);
    x = 0.5; out[2] = log2(x);
}
