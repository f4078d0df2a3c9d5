// expect u32: 12 15 4 2
// storage-texture 2 R32_UINT 2d 4x2: 10 11 12 13 14 15 16 17
// expect-texels 2: 31 34 37 40 43 46 49 52
// Each of the 4x2 invocations loads its own texel v (10 + y * 4 + x) and stores v * 3 + 1; no
// two invocations touch one texel. Invocation (2, 0) reports its load (12), invocation (1, 1)
// its load (15), and textureDimensions is (4, 2).
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@group(0) @binding(2) var img: texture_storage_2d<r32uint, read_write>;
@compute @workgroup_size(4, 2) fn main(@builtin(local_invocation_id) id: vec3<u32>) {
    let v = textureLoad(img, id.xy).x;
    textureStore(img, id.xy, vec4<u32>(v * 3u + 1u));
    if (id.x == 2u && id.y == 0u) { out[0] = v; }
    if (id.x == 1u && id.y == 1u) { out[1] = v; }
    let d = textureDimensions(img);
    out[2] = d.x;
    out[3] = d.y;
}
