// expect i32: 1 127 -1 -128 -2 100 -100 0
// texel-buffer 2 R8G8B8A8_SINT: 0x80FF7F01 0
// expect-texels 2: 0x80FF7F01 0x009C64FE
// Bytes are two's-complement channels: 0x01, 0x7F, 0xFF, 0x80 are 1, 127, -1, -128 (sign
// extended); storing (-2, 100, -100, 0) writes 0xFE, 0x64, 0x9C, 0x00.
requires texel_buffers;
@group(0) @binding(0) var<storage, read_write> out: array<i32>;
@group(0) @binding(2) var tb: texel_buffer<rgba8sint, read_write>;
@compute @workgroup_size(1) fn main() {
    let a = textureLoad(tb, 0u);
    textureStore(tb, 1u, vec4<i32>(-2, 100, -100, 0));
    let b = textureLoad(tb, 1u);
    out[0] = a.x; out[1] = a.y; out[2] = a.z; out[3] = a.w;
    out[4] = b.x; out[5] = b.y; out[6] = b.z; out[7] = b.w;
}
