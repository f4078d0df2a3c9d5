// expect u32: 8 4
// dispatch: 2 2 1
// storage-texture 2 R32_UINT 2d 8x4:
// expect-texels 2: 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32
// The reproducer of the diagonal bug: four 4x2 work groups cover the 8x4 texture and each
// invocation stores y * 8 + x + 1 at its own (x, y), so every texel is written, row by row 1..32
// (with the coordinate taken as one channel only texels with x == y would be).
// textureDimensions is (8, 4).
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@group(0) @binding(2) var dst: texture_storage_2d<r32uint, write>;
@compute @workgroup_size(4, 2) fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    textureStore(dst, vec2<i32>(id.xy), vec4<u32>(id.y * 8u + id.x + 1u, 0u, 0u, 0u));
    let d = textureDimensions(dst);
    out[0] = d.x;
    out[1] = d.y;
}
