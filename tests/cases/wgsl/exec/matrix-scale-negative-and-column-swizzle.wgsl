// expect f32: -1.0 -4.0 2.0
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    let m = mat2x2<f32>(1.0, 2.0, 3.0, 4.0); let n = m * -1.0;
    out[0] = n[0].x; out[1] = n[1][1]; out[2] = m[0].yx.x;
}
