// expect f32: -1 -1 1 0.503937 -0.2519685 0.5984252 1 -1
// tolerance: 1e-6
// not on gl: OpenGL has no buffer texture of a snorm format (OpenGL 4.6 table 8.18); TexelBufferDriverTest checks the refusal
// texel-buffer 2 R8G8B8A8_SNORM: 0x407F8180 0
// expect-texels 2: 0x407F8180 0x817F4CE0
// Texel 0 holds the bytes -128, -127, 127, 64: max(c / 127, -1) gives -1 (-128 clamps), -1, 1,
// 64/127. Storing (-0.25, 0.6, 2.0, -2.0) packs round(clamp(x, -1, 1) * 127): -31.75 -> -32
// (0xE0), 76.2 -> 76 (0x4C), 127 (0x7F), -127 (0x81); they load back as -32/127, 76/127, 1, -1.
requires texel_buffers;
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@group(0) @binding(2) var tb: texel_buffer<rgba8snorm, read_write>;
@compute @workgroup_size(1) fn main() {
    let a = textureLoad(tb, 0u);
    textureStore(tb, 1u, vec4<f32>(-0.25, 0.6, 2.0, -2.0));
    let b = textureLoad(tb, 1u);
    out[0] = a.x; out[1] = a.y; out[2] = a.z; out[3] = a.w;
    out[4] = b.x; out[5] = b.y; out[6] = b.z; out[7] = b.w;
}
