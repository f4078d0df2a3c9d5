// expect f32: 0.0 0.5 1.0
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var a = -2.0; var b = 0.5; var c = 7.0; out[0] = saturate(a); out[1] = saturate(b); out[2] = saturate(c);
}
