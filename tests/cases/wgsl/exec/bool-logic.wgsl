// expect u32: 0 1 1 0 1 1
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var t = true; var f = false;
    out[0] = u32(t && f); out[1] = u32(t || f); out[2] = u32(!f); out[3] = u32(t & f); out[4] = u32(t | f); out[5] = u32(t ^ f);
}
