// expect f32: 23.0 34.0 31.0 46.0
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    let a = mat2x2<f32>(1.0, 2.0, 3.0, 4.0); let b = mat2x2<f32>(5.0, 6.0, 7.0, 8.0);
    var c = a * b; out[0] = c[0].x; out[1] = c[0].y; out[2] = c[1].x; out[3] = c[1].y;
}
