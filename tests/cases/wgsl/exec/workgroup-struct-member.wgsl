// expect f32: 1.5 3.0
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
struct D { a: f32, b: vec2<f32> }
var<workgroup> data: D;
@compute @workgroup_size(2) fn main(@builtin(local_invocation_index) lid: u32, @builtin(workgroup_id) wid: vec3<u32>) {
    if lid == 0u { data.a = 1.5; data.b = vec2<f32>(3.0, 4.0); }
    workgroupBarrier();
    if lid == 1u { out[0] = data.a; out[1] = data.b.x; }
}
