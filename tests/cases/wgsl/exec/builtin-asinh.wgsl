// expect f32: 0.0 0.881373587019543 -1.4436354751788103
// tolerance: 1e-4
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var x: f32;
    x = 0.0; out[0] = asinh(x);
    x = 1.0; out[1] = asinh(x);
    x = -2.0; out[2] = asinh(x);
}
