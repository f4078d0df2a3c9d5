// expect u32: 0 1 1 1
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
var<private> counter: u32;
fn bump() -> bool { counter += 1u; return true; }
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var f = false; var t = true;
    let a = f && bump();
    let b = t || bump();
    let c = t && bump();
    out[0] = u32(a); out[1] = u32(b); out[2] = u32(c); out[3] = counter;
}
