// expect i32: 10 20 30 40 30 99 20
@group(0) @binding(0) var<storage, read_write> out: array<i32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var v = vec4<i32>(10, 20, 30, 40);
    for (var i = 0; i < 4; i++) { out[i] = v[i]; }
    var k = 2; out[4] = v[k];
    v[k - 1] = 99; out[5] = v.y;
    let w = vec4<i32>(10, 20, 30, 40); out[6] = w[k - 1];
}
