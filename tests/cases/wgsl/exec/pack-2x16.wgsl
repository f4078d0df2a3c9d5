// expect u32: 3221323775 4294934528 3221240832
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    var a = vec2<f32>(1.0, -0.5); var b = vec2<f32>(0.5, 1.0); var c = vec2<f32>(1.0, -2.0);
    out[0] = pack2x16snorm(a); out[1] = pack2x16unorm(b); out[2] = pack2x16float(c);
}
