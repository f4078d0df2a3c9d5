// expect i32: 20 10
@group(0) @binding(0) var<storage, read_write> out: array<i32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var s = 0; var i = 0;
    loop {
    if i >= 10 { break; }
    if i % 2 == 1 { continue; }
    s += i;
    continuing { i++; }
    }
    out[0] = s; out[1] = i;
}
