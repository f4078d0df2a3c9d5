// expect f32: 3.75 -6.0 3.5 0.3333333432674408 0.30000001192092896
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var a = 1.5; var b = 2.25; var c = 0.1;
    out[0] = a + b; out[1] = a * -4.0; out[2] = 7.0 / (a + 0.5) * 1.0; out[3] = 1.0 / (a * 2.0); out[4] = c + 0.2;
}
