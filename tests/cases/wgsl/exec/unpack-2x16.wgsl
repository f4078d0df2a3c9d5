// expect f32: 1.0 -1.0 0.5 1.0 1.0 -2.0
// tolerance: 1e-4
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var s = 0x80017fffu; var u = 0xffff8000u; var h = 0xc0003c00u;
    let a = unpack2x16snorm(s); out[0] = a.x; out[1] = a.y;
    let b = unpack2x16unorm(u); out[2] = b.x; out[3] = b.y;
    let c = unpack2x16float(h); out[4] = c.x; out[5] = c.y;
}
