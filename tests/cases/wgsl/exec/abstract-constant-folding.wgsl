// expect i32: 4 2147483647 6
@group(0) @binding(0) var<storage, read_write> out: array<i32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    out[0] = i32((1 << 40) >> 38);
    out[1] = i32(4294967294 / 2);
    const k = 2 * 3; out[2] = k;
}
