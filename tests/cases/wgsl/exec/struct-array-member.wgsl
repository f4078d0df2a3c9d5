// expect i32: 5 6 7 3
@group(0) @binding(0) var<storage, read_write> out: array<i32>;
struct S { v: array<i32, 3>, n: i32 }
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var s: S; for (var i = 0; i < 3; i++) { s.v[i] = 5 + i; } s.n = 3;
    out[0] = s.v[0]; out[1] = s.v[1]; out[2] = s.v[2]; out[3] = s.n;
}
