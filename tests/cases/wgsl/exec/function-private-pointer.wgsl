// expect u32: 7
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
var<private> counter: u32 = 5u;
fn bump(p: ptr<private, u32>) { *p += 1u; }
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    bump(&counter); bump(&counter); out[0] = counter;
}
