// expect f32: -1.0 0.0 1.0
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var a = -3.5; var z = 0.0; var p = 0.1; out[0] = sign(a); out[1] = sign(z); out[2] = sign(p);
}
