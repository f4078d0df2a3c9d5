// expect i32: 10 3 62 13
@group(0) @binding(0) var<storage, read_write> out: array<i32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var a = 5; a += 3; a *= 4; a -= 2; a /= 3;
    var b = 31; b %= 7;
    var c = 31; c <<= 2u; c >>= 1u;
    var d = 6; d ^= 3; d |= 8;
    out[0] = a; out[1] = b; out[2] = c; out[3] = d;
}
