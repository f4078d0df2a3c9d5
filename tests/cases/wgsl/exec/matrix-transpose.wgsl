// expect f32: 1.0 2.0 3.0 4.0 5.0 6.0
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    let m = mat2x3<f32>(1.0, 2.0, 3.0, 4.0, 5.0, 6.0);
    let t = transpose(m);
    out[0] = t[0].x; out[1] = t[1].x; out[2] = t[2].x; out[3] = t[0].y; out[4] = t[1].y; out[5] = t[2].y;
}
