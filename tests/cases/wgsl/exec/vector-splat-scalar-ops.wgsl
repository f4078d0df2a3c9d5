// expect f32: 3.0 4.0 0.5
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var v = vec2<f32>(1.0, 2.0);
    let w = v + 2.0; out[0] = w.x; out[1] = w.y;
    let h = v / 2.0; out[2] = h.x;
}
