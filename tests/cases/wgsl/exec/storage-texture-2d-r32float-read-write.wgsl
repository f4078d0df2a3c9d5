// expect f32: 1 -3 2 1
// storage-texture 2 R32_FLOAT 2d 2x1: 0x3F800000 0xC0400000
// expect-texels 2: 0x3F000000 0xBFC00000
// Texels 1.0 and -3.0 are loaded and stored halved (0.5 = 0x3F000000, -1.5 = 0xBFC00000),
// exactly; the other channels of the stored vector are dropped by the one-channel format.
// textureDimensions is (2, 1).
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@group(0) @binding(2) var img: texture_storage_2d<r32float, read_write>;
@compute @workgroup_size(2) fn main(@builtin(local_invocation_id) id: vec3<u32>) {
    let c = vec2<u32>(id.x, 0u);
    let v = textureLoad(img, c);
    textureStore(img, c, vec4<f32>(v.x * 0.5, 9.0, 9.0, 9.0));
    out[id.x] = v.x;
    let d = textureDimensions(img);
    out[2] = f32(d.x);
    out[3] = f32(d.y);
}
