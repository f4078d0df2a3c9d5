// expect f32: 4.0 3.0 2.0 1.0 3.0 3.0 1.0
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var v = vec4<f32>(1.0, 2.0, 3.0, 4.0);
    let r = v.wzyx; out[0] = r.x; out[1] = r.y; out[2] = r.z; out[3] = r.w;
    let z = v.zz; out[4] = z.x; out[5] = z.y; out[6] = v.rgba.r;
}
