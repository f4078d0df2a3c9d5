// expect f32: 2.0 8.0 4.0 12.0
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    let a = mat2x2<f32>(1.0, 2.0, 3.0, 4.0);
    let s = a + a * 2.0 - a; let t = 3.0 * a;
    out[0] = s[0].x; out[1] = s[1].y; out[2] = s[0].y; out[3] = t[1].y;
}
