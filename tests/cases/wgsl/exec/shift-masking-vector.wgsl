// expect u32: 2 2147483648 1
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var v = vec3<u32>(1u, 1u, 2u); var s = vec3<u32>(33u, 31u, 65u);
    let r = v << s; out[0] = r.x; out[1] = r.y; out[2] = (v >> s).z;
}
