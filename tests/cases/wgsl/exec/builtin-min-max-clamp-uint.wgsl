// expect u32: 3 4294967295 5
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var a = 3u; var b = 0xffffffffu;
    out[0] = min(a, b); out[1] = max(a, b); out[2] = clamp(a + 10u, 1u, 5u);
}
