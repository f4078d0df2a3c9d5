// expect f32: 1.0 0.0 1.0 0.0 1.0
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var a = 0.5; var b = 1.5;
    out[0] = f32(a < b); out[1] = f32(a > b); out[2] = f32(a <= 0.5); out[3] = f32(a == b); out[4] = f32(a != b);
}
