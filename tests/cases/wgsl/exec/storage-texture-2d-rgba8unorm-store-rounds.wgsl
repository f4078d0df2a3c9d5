// expect u32: 2 2
// storage-texture 2 R8G8B8A8_UNORM 2d 2x2: 0x11111111 0x22222222 0x33333333 0x44444444
// expect-texels 2: 0x00FFBF33 0xFE019966 0xCC4000FF 0xF708FC03
// Each invocation stores one colour at its own (x, y); rgba8unorm packs round(clamp(c, 0, 1) * 255)
// in bytes r, g, b, a (no value is a tie):
// (0, 0): 0.2, 0.75, 1.5, -0.25 -> 51 (0x33), 191.25 -> 191 (0xBF), clamps to 255, clamps to 0;
// (1, 0): 0.4, 0.6, 0.002, 0.998 -> 102 (0x66), 153 (0x99), 0.51 -> 1, 254.49 -> 254 (0xFE);
// (0, 1): 1, 0, 0.25, 0.8 -> 255, 0, 63.75 -> 64 (0x40), 204 (0xCC);
// (1, 1): 0.01, 0.99, 0.03, 0.97 -> 2.55 -> 3, 252.45 -> 252 (0xFC), 7.65 -> 8, 247.35 -> 247 (0xF7).
// textureDimensions is (2, 2).
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@group(0) @binding(2) var dst: texture_storage_2d<rgba8unorm, write>;
@compute @workgroup_size(2, 2) fn main(@builtin(local_invocation_id) id: vec3<u32>) {
    var colours = array<vec4<f32>, 4>(
        vec4<f32>(0.2, 0.75, 1.5, -0.25),
        vec4<f32>(0.4, 0.6, 0.002, 0.998),
        vec4<f32>(1.0, 0.0, 0.25, 0.8),
        vec4<f32>(0.01, 0.99, 0.03, 0.97));
    textureStore(dst, id.xy, colours[id.y * 2u + id.x]);
    let d = textureDimensions(dst);
    out[0] = d.x;
    out[1] = d.y;
}
