// expect u32: 0 3 6 9 12 15 18 21 8 8 8 8 8 8 8 8
// dispatch: 2 1 1
// texel-buffer 2 R32_UINT: 100 100 100 100 100 100 100 100
// expect-texels 2: 0 3 6 9 12 15 18 21
// Eight invocations (two workgroups of four) each store 3 * global id into their own texel and
// read it back (a store is visible to the invocation that made it); each also reads the size, 8.
requires texel_buffers;
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@group(0) @binding(2) var tb: texel_buffer<r32uint, read_write>;
@compute @workgroup_size(4) fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    textureStore(tb, gid.x, vec4<u32>(3u * gid.x));
    out[gid.x] = textureLoad(tb, gid.x).x;
    out[8u + gid.x] = textureDimensions(tb);
}
