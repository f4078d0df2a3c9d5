// expect i32: 11 8 2147483647
@group(0) @binding(0) var<storage, read_write> out: array<i32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var a = 10; a++; var b = 10; b--; b--; var c = 2147483646; c++;
    out[0] = a; out[1] = b; out[2] = c;
}
