// expect f32: 1.0 2.0 3.0 6.0
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
struct S { a: f32, b: vec2<f32> }
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var s = S(1.0, vec2<f32>(2.0, 3.0));
    out[0] = s.a; out[1] = s.b.x; out[2] = s.b.y;
    s.a = s.b.x * s.b.y; out[3] = s.a;
}
