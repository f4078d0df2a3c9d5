// expect f32: 1.0 -1.0 0.0 1.0 1.0 0.0 0.5019607843137255 1.0
// tolerance: 1e-6
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var s = 0x7f00817fu; var u = 0xff8000ffu;
    let a = unpack4x8snorm(s); out[0] = a.x; out[1] = a.y; out[2] = a.z; out[3] = a.w;
    let b = unpack4x8unorm(u); out[4] = b.x; out[5] = b.y; out[6] = b.z; out[7] = b.w;
}
