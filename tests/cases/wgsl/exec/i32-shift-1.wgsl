// expect i32: 10 -32 -2147483648
@group(0) @binding(0) var<storage, read_write> out: array<i32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var x = 5; var y = -64; var z = 0x40000000; var s = 1u;
    out[0] = x << s;
    out[1] = y >> s;
    out[2] = z << s;
}
