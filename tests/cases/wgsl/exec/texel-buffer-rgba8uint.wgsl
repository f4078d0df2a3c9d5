// expect u32: 1 2 3 4 255 0 128 7 3
// texel-buffer 2 R8G8B8A8_UINT: 0x04030201 0 0
// expect-texels 2: 0x04030201 0 0x078000FF
// Each byte is a channel, r in the low byte: texel 0 is (1, 2, 3, 4); storing (255, 0, 128, 7)
// at texel 2 writes the word 0x078000FF and reads back unchanged.
requires texel_buffers;
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@group(0) @binding(2) var tb: texel_buffer<rgba8uint, read_write>;
@compute @workgroup_size(1) fn main() {
    let a = textureLoad(tb, 0u);
    textureStore(tb, 2, vec4<u32>(255u, 0u, 128u, 7u));
    let b = textureLoad(tb, 2);
    out[0] = a.x; out[1] = a.y; out[2] = a.z; out[3] = a.w;
    out[4] = b.x; out[5] = b.y; out[6] = b.z; out[7] = b.w;
    out[8] = textureDimensions(tb);
}
