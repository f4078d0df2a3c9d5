// expect u32: 4227455 4286578943
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var a = vec4<f32>(1.0, -1.0, 0.5, 0.0); var b = vec4<f32>(1.0, 0.0, 0.5, 2.0);
    out[0] = pack4x8snorm(a); out[1] = pack4x8unorm(b);
}
