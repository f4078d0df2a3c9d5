// expect f32: 0.0 0.5493061443340548 -0.25541281188299536
// tolerance: 1e-4
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var x: f32;
    x = 0.0; out[0] = atanh(x);
    x = 0.5; out[1] = atanh(x);
    x = -0.25; out[2] = atanh(x);
}
