// expect f32: -2.0 -3.0 24.0
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    let a = mat2x2<f32>(1.0, 2.0, 3.0, 4.0);
    let b = mat3x3<f32>(1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 10.0);
    let c = mat4x4<f32>(1.0, 0.0, 0.0, 0.0, 0.0, 2.0, 0.0, 0.0, 0.0, 0.0, 3.0, 0.0, 0.0, 0.0, 0.0, 4.0);
    out[0] = determinant(a); out[1] = determinant(b); out[2] = determinant(c);
}
