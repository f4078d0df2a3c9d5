// expect f32: 3.0 4.0 30.0
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var m = mat2x2<f32>(1.0, 2.0, 3.0, 4.0);
    var k = 1; let c = m[k]; out[0] = c.x; out[1] = c.y;
    m[k] = vec2<f32>(30.0, 40.0); out[2] = m[1].x;
}
