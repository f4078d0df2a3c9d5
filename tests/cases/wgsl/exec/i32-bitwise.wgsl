// expect i32: 15 4095 4080 -3856 6
@group(0) @binding(0) var<storage, read_write> out: array<i32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var a = 0x0f0f; var b = 0x00ff; var m = -1;
    out[0] = a & b; out[1] = a | b; out[2] = a ^ b; out[3] = ~a; out[4] = m & 6;
}
