// expect u32: 2 2 2
// dispatch: 1 1 2
// storage-texture 2 R32_FLOAT 3d 2x2x2:
// expect-texels 2: 0x3F000000 0x3FC00000 0x40200000 0x40600000 0x40900000 0x40B00000 0x40D00000 0x40F00000
// Two 2x2x1 work groups, one per slice: invocation (x, y, z) stores z * 4 + y * 2 + x + 0.5 at
// (x, y, z), so the texels in order are 0.5, 1.5, ... 7.5. textureDimensions is (2, 2, 2).
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@group(0) @binding(2) var dst: texture_storage_3d<r32float, write>;
@compute @workgroup_size(2, 2, 1) fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    textureStore(dst, id, vec4<f32>(f32(id.z * 4u + id.y * 2u + id.x) + 0.5));
    let d = textureDimensions(dst);
    out[0] = d.x;
    out[1] = d.y;
    out[2] = d.z;
}
