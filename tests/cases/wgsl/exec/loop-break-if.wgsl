// expect i32: 5
@group(0) @binding(0) var<storage, read_write> out: array<i32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var i = 0; loop { continuing { i++; break if i >= 5; } } out[0] = i;
}
