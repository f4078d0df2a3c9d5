// expect u32: 2 2 3
// storage-texture 2 R32_UINT 2d-array 2x2x3:
// expect-texels 2: 0 1 10 11 100 101 110 111 200 201 210 211
// A 2x2x3 work group: invocation (x, y, z) stores z * 100 + y * 10 + x at (x, y) of layer z, so
// layer L holds L00 L01 L10 L11 (row by row). textureDimensions is (2, 2), textureNumLayers 3.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@group(0) @binding(2) var dst: texture_storage_2d_array<r32uint, write>;
@compute @workgroup_size(2, 2, 3) fn main(@builtin(local_invocation_id) id: vec3<u32>) {
    textureStore(dst, vec2<i32>(id.xy), i32(id.z), vec4<u32>(id.z * 100u + id.y * 10u + id.x));
    let d = textureDimensions(dst);
    out[0] = d.x;
    out[1] = d.y;
    out[2] = textureNumLayers(dst);
}
