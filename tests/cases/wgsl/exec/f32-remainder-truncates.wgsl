// expect f32: 1.5 -1.5 1.5 0.0
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var a = 7.5; var b = 2.0; var m = -7.5; var c = 5.0;
    out[0] = a % b; out[1] = m % b; out[2] = a % -b; out[3] = c % 2.5;
}
