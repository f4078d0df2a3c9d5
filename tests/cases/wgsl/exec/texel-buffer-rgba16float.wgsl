// expect f32: 1 2 -0.5 -Infinity 0.099975586 1000 -0.25 3.5
// texel-buffer 2 R16G16B16A16_FLOAT: 0x40003C00 0xFC00B800 0 0
// expect-texels 2: 0x40003C00 0xFC00B800 0x63D02E66 0x4300B400
// Texel 0 holds the binary16 values 0x3C00 = 1, 0x4000 = 2, 0xB800 = -0.5, 0xFC00 = -inf.
// Storing (0.1, 1000, -0.25, 3.5) rounds each to binary16 (nearest even): 0.1 -> 0x2E66
// (0.0999755859375, nearer than 0x2E67 = 0.10003662109375), 1000 -> 0x63D0, -0.25 -> 0xB400,
// 3.5 -> 0x4300; texel 1 loads back those exact values.
requires texel_buffers;
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@group(0) @binding(2) var tb: texel_buffer<rgba16float, read_write>;
@compute @workgroup_size(1) fn main() {
    let a = textureLoad(tb, 0u);
    textureStore(tb, 1u, vec4<f32>(0.1, 1000.0, -0.25, 3.5));
    let b = textureLoad(tb, 1u);
    out[0] = a.x; out[1] = a.y; out[2] = a.z; out[3] = a.w;
    out[4] = b.x; out[5] = b.y; out[6] = b.z; out[7] = b.w;
}
