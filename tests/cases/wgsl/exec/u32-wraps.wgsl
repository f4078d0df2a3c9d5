// expect u32: 4294967295 1 0 2617851085
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var z = 0u; var m = 0xffffffffu; var h = 0x80000000u; var d = 0xdeadbeefu;
    out[0] = z - 1u; out[1] = m + 2u; out[2] = h * 2u; out[3] = d * 3u;
}
