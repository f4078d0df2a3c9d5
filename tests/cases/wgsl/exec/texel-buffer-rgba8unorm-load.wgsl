// expect f32: 0 0.2509804 0.5019608 1 0.8 0.2 1 0 2
// tolerance: 1e-6
// texel-buffer 2 R8G8B8A8_UNORM: 0xFF804000 0x00FF33CC
// Bytes r, g, b, a of texel 0 are 0x00 0x40 0x80 0xFF: c / 255 gives 0, 64/255, 128/255, 1;
// texel 1 is 0xCC 0x33 0xFF 0x00: 204/255 = 0.8, 51/255 = 0.2, 1, 0. The tolerance (about
// 4 ulp near 1) admits a driver that divides as c * (1/255) instead of c / 255.
requires texel_buffers;
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@group(0) @binding(2) var tb: texel_buffer<rgba8unorm, read>;
@compute @workgroup_size(1) fn main() {
    let a = textureLoad(tb, 0u);
    let b = textureLoad(tb, 1i);
    out[0] = a.r; out[1] = a.g; out[2] = a.b; out[3] = a.a;
    out[4] = b.r; out[5] = b.g; out[6] = b.b; out[7] = b.a;
    out[8] = f32(textureDimensions(tb));
}
