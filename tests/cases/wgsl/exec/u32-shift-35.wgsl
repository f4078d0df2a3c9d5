// expect u32: 8 268435456
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var x = 0x80000001u; var s = 35u;
    out[0] = x << s; out[1] = x >> s;
}
