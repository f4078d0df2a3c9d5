// expect f32: 1.0 -2.0
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var a = 0x3f800000u; var b = 0xc0000000u;
    out[0] = bitcast<f32>(a); out[1] = bitcast<f32>(b);
}
