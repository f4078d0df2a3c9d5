// expect i32: 3 4
@group(0) @binding(0) var<storage, read_write> out: array<i32>;
struct P { x: i32, y: i32 }
fn make(v: i32) -> P { return P(v, v + 1); }
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    let p = make(3); out[0] = p.x; out[1] = p.y;
}
