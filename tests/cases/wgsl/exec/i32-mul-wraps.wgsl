// expect i32: 0 -21 -2147479015
@group(0) @binding(0) var<storage, read_write> out: array<i32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var a = 65536; var b = -3; var c = 46341;
    out[0] = a * a;
    out[1] = b * 7;
    out[2] = c * c;
}
