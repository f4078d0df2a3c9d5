// expect i32: 1 65535 32768 0 -1 32767 -32768 2 4 4
// texel-buffer 2 R16G16B16A16_UINT: 0xFFFF0001 0x00008000 0 0
// texel-buffer 3 R16G16B16A16_SINT: 0x7FFFFFFF 0x00028000 0 0
// expect-texels 3: 0x7FFFFFFF 0x00028000 0xFFFF0005 0x7FFF8000
// Two channels per word, r in the low half. rgba16uint texel 0 is (1, 65535, 32768, 0);
// rgba16sint texel 0 is (-1, 32767, -32768, 2) with sign extension. Storing (5, -1, -32768,
// 32767) into the signed buffer writes 0x0005, 0xFFFF, 0x8000, 0x7FFF, and its x loads back as 5.
// Each view is 16 bytes of 8-byte texels: 2 texels, so the two sizes add up to 4.
requires texel_buffers;
@group(0) @binding(0) var<storage, read_write> out: array<i32>;
@group(0) @binding(2) var u: texel_buffer<rgba16uint, read>;
@group(0) @binding(3) var s: texel_buffer<rgba16sint, read_write>;
@compute @workgroup_size(1) fn main() {
    let a = textureLoad(u, 0u);
    let b = textureLoad(s, 0u);
    textureStore(s, 1u, vec4<i32>(5, -1, -32768, 32767));
    out[0] = i32(a.x); out[1] = i32(a.y); out[2] = i32(a.z); out[3] = i32(a.w);
    out[4] = b.x; out[5] = b.y; out[6] = b.z; out[7] = b.w;
    out[8] = i32(textureDimensions(u) + textureDimensions(s));
    out[9] = textureLoad(s, 1u).x - 1;
}
