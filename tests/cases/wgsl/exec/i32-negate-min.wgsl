// expect i32: -2147483648 5 -5
@group(0) @binding(0) var<storage, read_write> out: array<i32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var m = -2147483647 - 1; var p = -5; var q = 5;
    out[0] = -m; out[1] = -p; out[2] = -q;
}
