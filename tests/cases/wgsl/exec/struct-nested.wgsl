// expect i32: 1 2 3 42
@group(0) @binding(0) var<storage, read_write> out: array<i32>;
struct Inner { x: i32, y: i32 }
struct Outer { i: Inner, z: i32 }
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var o = Outer(Inner(1, 2), 3);
    out[0] = o.i.x; out[1] = o.i.y; out[2] = o.z;
    o.i.y = 42; out[3] = o.i.y;
}
