// expect u32: 251662080 4293984240 4042322160 16711935
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var a = 0xff00ff00u; var b = 0x0ff00ff0u;
    out[0] = a & b; out[1] = a | b; out[2] = a ^ b; out[3] = ~a;
}
