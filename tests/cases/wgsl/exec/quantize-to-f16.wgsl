// expect f32: 1.0 0.0999755859375 65504.0
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var a = 1.0; var b = 0.1; var c = 65504.0; out[0] = quantizeToF16(a); out[1] = quantizeToF16(b); out[2] = quantizeToF16(c);
}
