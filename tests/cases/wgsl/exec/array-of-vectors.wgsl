// expect f32: 1.0 2.0 6.0 8.0
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var a = array<vec2<f32>, 2>(vec2<f32>(1.0, 2.0), vec2<f32>(3.0, 4.0));
    a[1] = a[1] * 2.0;
    out[0] = a[0].x; out[1] = a[0].y; out[2] = a[1].x; out[3] = a[1].y;
}
