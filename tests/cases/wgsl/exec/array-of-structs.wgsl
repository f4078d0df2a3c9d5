// expect i32: 0 10 1 11 2 12
@group(0) @binding(0) var<storage, read_write> out: array<i32>;
struct P { x: i32, y: i32 }
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var a: array<P, 3>;
    for (var i = 0; i < 3; i++) { a[i] = P(i, i + 10); }
    for (var i = 0; i < 3; i++) { out[2 * i] = a[i].x; out[2 * i + 1] = a[i].y; }
}
