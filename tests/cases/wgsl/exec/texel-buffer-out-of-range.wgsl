// expect u32: 0 0 0 0 0 0 0 0 7 0 0 0 1 2
// texel-buffer 2 R32_UINT: 5 6
// expect-texels 2: 5 7
// The view has 2 texels. WGSL's robustness rules as this implementation applies them: a load
// outside the view returns 0 in every channel (also alpha, which an in-range r32uint load sets
// to 1), a store outside it is dropped. Index 2 (= the size), -1 as i32 and 0xFFFFFFFF as u32
// are all outside; the store at 1 lands.
requires texel_buffers;
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@group(0) @binding(2) var tb: texel_buffer<r32uint, read_write>;
@compute @workgroup_size(1) fn main() {
    let n = textureDimensions(tb);
    let a = textureLoad(tb, n);
    let b = textureLoad(tb, -1i);
    out[0] = a.x; out[1] = a.y; out[2] = a.z; out[3] = a.w;
    out[4] = b.x; out[5] = b.w; out[6] = textureLoad(tb, 0xFFFFFFFFu).x; out[7] = textureLoad(tb, 2i).w;
    textureStore(tb, n, vec4<u32>(99u));
    textureStore(tb, -1i, vec4<u32>(98u));
    textureStore(tb, 0xFFFFFFFFu, vec4<u32>(97u));
    textureStore(tb, 1u, vec4<u32>(7u));
    let c = textureLoad(tb, 1u);
    out[8] = c.x; out[9] = c.y; out[10] = c.z; out[11] = c.w - 1u;
    out[12] = textureDimensions(tb) - 1u;
    out[13] = n;
}
