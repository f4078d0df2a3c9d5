// expect f32: 0.2 0.7490196 1 0
// tolerance: 1e-6
// texel-buffer 2 R8G8B8A8_UNORM: 0 0x11223344
// expect-texels 2: 0x00FFBF33 0x11223344
// Storing (0.2, 0.75, 1.5, -0.25) packs round(clamp(x, 0, 1) * 255): 0.2 * 255 = 51 (0x33),
// 0.75 * 255 = 191.25 -> 191 (0xBF), 1.5 clamps to 255, -0.25 clamps to 0; texel 1 is untouched.
// Loading texel 0 back gives 51/255, 191/255, 1, 0.
requires texel_buffers;
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@group(0) @binding(2) var tb: texel_buffer<rgba8unorm, read_write>;
@compute @workgroup_size(1) fn main() {
    textureStore(tb, 0u, vec4<f32>(0.2, 0.75, 1.5, -0.25));
    let v = textureLoad(tb, 0u);
    out[0] = v.x; out[1] = v.y; out[2] = v.z; out[3] = v.w;
}
