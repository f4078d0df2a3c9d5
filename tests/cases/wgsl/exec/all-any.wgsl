// expect u32: 0 1 1 0
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    let v = vec3<bool>(true, false, true); let w = vec2<bool>(true, true); let z = vec2<bool>(false, false);
    out[0] = u32(all(v)); out[1] = u32(any(v)); out[2] = u32(all(w)); out[3] = u32(any(z));
}
