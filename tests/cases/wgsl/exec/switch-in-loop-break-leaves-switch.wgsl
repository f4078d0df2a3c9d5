// expect i32: 4 3
@group(0) @binding(0) var<storage, read_write> out: array<i32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var n = 0; var last = 0;
    for (var i = 0; i < 4; i++) { switch i { case 1: { break; } default: { n += 1; } } last = i; }
    out[0] = n + 1; out[1] = last;
}
