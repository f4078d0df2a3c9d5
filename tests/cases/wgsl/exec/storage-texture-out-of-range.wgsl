// expect u32: 0 0 0 0 0 0 4 7
// storage-texture 2 R32_UINT 2d 2x2: 1 2 3 4
// storage-texture 3 R32_UINT 2d-array 2x1x2: 5 6 7 8
// expect-texels 2: 1 2 3 9
// expect-texels 3: 5 6 7 10
// Out of range a load gives 0 and a store is dropped (WGSL's robustness, decision 0030), in
// each coordinate and in the layer: the loads at (2, 0), (-1, 0), (0, 2), (0, -1) and at layer
// 2 and -1 of the array are 0; the stores at (2, 0) (which a texture addressed by one row-major
// index would put at (0, 1)), (0, 2), (-1, 1), layer 2 and layer -1 leave every texel alone, and
// the stores in range set (1, 1) to 9 and (1, 0) of layer 1 to 10. The in-range loads (1, 1)
// before its store and (0, 0) of layer 1 give 4 and 7.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@group(0) @binding(2) var img: texture_storage_2d<r32uint, read_write>;
@group(0) @binding(3) var arr: texture_storage_2d_array<r32uint, read_write>;
@compute @workgroup_size(1) fn main() {
    out[0] = textureLoad(img, vec2<i32>(2, 0)).x;
    out[1] = textureLoad(img, vec2<i32>(-1, 0)).x;
    out[2] = textureLoad(img, vec2<i32>(0, 2)).x;
    out[3] = textureLoad(img, vec2<i32>(0, -1)).x;
    out[4] = textureLoad(arr, vec2<i32>(0, 0), 2).x;
    out[5] = textureLoad(arr, vec2<i32>(0, 0), -1).x;
    out[6] = textureLoad(img, vec2<i32>(1, 1)).x;
    out[7] = textureLoad(arr, vec2<i32>(0, 0), 1).x;
    textureStore(img, vec2<i32>(2, 0), vec4<u32>(20u));
    textureStore(img, vec2<i32>(0, 2), vec4<u32>(21u));
    textureStore(img, vec2<i32>(-1, 1), vec4<u32>(22u));
    textureStore(arr, vec2<i32>(0, 0), 2, vec4<u32>(23u));
    textureStore(arr, vec2<i32>(1, 0), -1, vec4<u32>(24u));
    textureStore(img, vec2<i32>(1, 1), vec4<u32>(9u));
    textureStore(arr, vec2<i32>(1, 0), 1, vec4<u32>(10u));
}
