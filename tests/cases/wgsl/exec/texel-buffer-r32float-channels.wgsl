// expect f32: 1 0 0 1 -2 0 0 1 -1 3
// texel-buffer 2 R32_FLOAT: 0x3F800000 0xC0000000 0
// expect-texels 2: 0x3F800000 0xC0000000 0xBF800000
// A one-channel format loads as (r, 0, 0, 1); 0x3F800000 is 1.0 and 0xC0000000 is -2.0. The
// store keeps only r: -1.0 is 0xBF800000. The buffer has 3 texels.
requires texel_buffers;
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@group(0) @binding(2) var tb: texel_buffer<r32float, read_write>;
@compute @workgroup_size(1) fn main() {
    let a = textureLoad(tb, 0u);
    let b = textureLoad(tb, 1u);
    out[0] = a.x; out[1] = a.y; out[2] = a.z; out[3] = a.w;
    out[4] = b.x; out[5] = b.y; out[6] = b.z; out[7] = b.w;
    textureStore(tb, 2u, vec4<f32>(-1.0, 5.0, 6.0, 7.0));
    out[8] = textureLoad(tb, 2u).x;
    out[9] = f32(textureDimensions(tb));
}
