// expect f32: 6.0 3.0 2.0
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
const SCALE = 3.0;
const V = vec2(1.0, 3.0);
const N: i32 = 3;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    out[0] = SCALE * 2.0; out[1] = V.y; out[2] = f32(N - 1);
}
