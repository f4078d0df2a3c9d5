// expect u32: 0 0
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var a: u32 = 0u; var b: u32 = 0u;
    out[0] = a / b; out[1] = a % b;
}
