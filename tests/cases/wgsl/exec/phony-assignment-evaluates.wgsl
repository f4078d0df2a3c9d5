// expect u32: 1
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
var<private> calls: u32;
fn bump() -> u32 { calls += 1u; return 5u; }
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    _ = bump(); out[0] = calls;
}
