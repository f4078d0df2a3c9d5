// expect i32: 2147483647 -2147483648 -2 3 0
@group(0) @binding(0) var<storage, read_write> out: array<i32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var big = 3.0e9; var small = -3.0e9; var neg = -2.9; var pos = 3.99; var tiny = 0.4;
    out[0] = i32(big); out[1] = i32(small); out[2] = i32(neg); out[3] = i32(pos); out[4] = i32(tiny);
}
