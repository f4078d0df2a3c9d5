// expect f32: 2.0 12.0
// tolerance: 1e-6
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var t = 0.5; let v = mix(vec2<f32>(0.0, 10.0), vec2<f32>(4.0, 14.0), t); out[0] = v.x; out[1] = v.y;
}
