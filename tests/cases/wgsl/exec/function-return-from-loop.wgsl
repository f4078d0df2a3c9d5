// expect i32: 3 -1
@group(0) @binding(0) var<storage, read_write> out: array<i32>;
fn find(v: i32) -> i32 { for (var i = 0; i < 10; i++) { if i * i > v { return i; } if i > 5 { break; } } return -1; }
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    out[0] = find(4); out[1] = find(100);
}
