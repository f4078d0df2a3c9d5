// expect u32: 0 0 0
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
struct S { a: u32, b: vec2<u32>, c: bool }
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    let s = S(); out[0] = s.a; out[1] = s.b.x; out[2] = u32(s.c);
}
