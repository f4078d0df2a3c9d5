// expect u32: 268435455 15
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var a: u32 = 4294967295u; var b: u32 = 16u;
    out[0] = a / b; out[1] = a % b;
}
