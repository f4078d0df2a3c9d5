// expect u32: 4294967295 2147483648 0 7 4294967294 3221225472 1065353216 4286578688 1 1
// texel-buffer 2 R32G32B32A32_UINT: 0xFFFFFFFF 0x80000000 0 7
// texel-buffer 3 R32G32B32A32_SINT: 0 0 0 0
// texel-buffer 4 R32G32B32A32_FLOAT: 0 0 0 0
// expect-texels 3: 0xFFFFFFFE 0xC0000000 1 0x7FFFFFFF
// expect-texels 4: 0x3F800000 0xFF800000 0x80000000 0x40490FDB
// 32-bit channels are stored as they are: the uint texel loads its words, -2 and -2^30 store
// as 0xFFFFFFFE and 0xC0000000, and floats keep their bits (1.0 = 0x3F800000, -inf =
// 0xFF800000, -0.0 = 0x80000000, 3.14159274 = 0x40490FDB). Each view holds one texel.
requires texel_buffers;
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@group(0) @binding(2) var u: texel_buffer<rgba32uint, read>;
@group(0) @binding(3) var s: texel_buffer<rgba32sint, read_write>;
@group(0) @binding(4) var f: texel_buffer<rgba32float, read_write>;
@compute @workgroup_size(1) fn main() {
    let a = textureLoad(u, 0u);
    out[0] = a.x; out[1] = a.y; out[2] = a.z; out[3] = a.w;
    textureStore(s, 0u, vec4<i32>(-2, -1073741824, 1, 2147483647));
    let minusInf = bitcast<f32>(a.y | 0x7F800000u); // 0xFF800000, -inf, made at run time
    textureStore(f, 0i, vec4<f32>(1.0, minusInf, -0.0, 3.14159274));
    let b = textureLoad(s, 0u);
    let c = textureLoad(f, 0u);
    out[4] = bitcast<u32>(b.x); out[5] = bitcast<u32>(b.y);
    out[6] = bitcast<u32>(c.x); out[7] = bitcast<u32>(c.y);
    out[8] = textureDimensions(s);
    out[9] = textureDimensions(f);
}
