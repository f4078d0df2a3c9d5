// expect i32: 32 -2
@group(0) @binding(0) var<storage, read_write> out: array<i32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var a = vec3<i32>(1, 2, 3); var b = vec3<i32>(4, 5, 6); out[0] = dot(a, b); out[1] = dot(vec2<i32>(1, -1), vec2<i32>(-1, 1));
}
