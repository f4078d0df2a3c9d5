// expect f32: 0.0 0.4636476090008061 -1.2490457723982544 0.7853981633974483
// tolerance: 1e-4
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var x: f32;
    x = 0.0; out[0] = atan(x);
    x = 0.5; out[1] = atan(x);
    x = -3.0; out[2] = atan(x);
    x = 1.0; out[3] = atan(x);
}
