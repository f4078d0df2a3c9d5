// expect i32: -5 -2147483648 3 2
// storage-texture 2 R32_SINT 2d 3x2: -5 7 0 2147483647 -1 -2147483648
// expect-texels 2: 5 0xFFFFFFF9 0 0x80000001 1 0x80000000
// Each invocation stores the negation of its texel: -(-5) = 5, -7, 0, -2147483647, 1, and
// -(-2147483648) wraps to -2147483648 (two's complement). out reports the loads at (0, 0) and
// (2, 1) and textureDimensions (3, 2).
@group(0) @binding(0) var<storage, read_write> out: array<i32>;
@group(0) @binding(2) var img: texture_storage_2d<r32sint, read_write>;
@compute @workgroup_size(3, 2) fn main(@builtin(local_invocation_id) id: vec3<u32>) {
    let c = vec2<i32>(id.xy);
    let v = textureLoad(img, c).x;
    textureStore(img, c, vec4<i32>(-v, 1, 2, 3));
    if (all(c == vec2<i32>(0, 0))) { out[0] = v; }
    if (all(c == vec2<i32>(2, 1))) { out[1] = v; }
    let d = textureDimensions(img);
    out[2] = i32(d.x);
    out[3] = i32(d.y);
}
