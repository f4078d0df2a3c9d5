// expect i32: -6 10 -14 22 10 -20 30 -40
// texel-buffer 2 R32_SINT: 10 -20 30 -40
// expect-texels 2: -6 10 -14 22
// A texel buffer passed to a function, which loops to its size (4) and replaces each texel v at
// i by v / -2 - 1 + i (integer division truncates): 10 -> -5 - 1 + 0 = -6, -20 -> 10 - 1 + 1 =
// 10, 30 -> -15 - 1 + 2 = -14, -40 -> 20 - 1 + 3 = 22. It returns the old values.
requires texel_buffers;
@group(0) @binding(0) var<storage, read_write> out: array<i32>;
@group(0) @binding(2) var tb: texel_buffer<r32sint, read_write>;
fn rewrite(t: texel_buffer<r32sint, read_write>) -> array<i32, 4> {
    var old: array<i32, 4>;
    for (var i = 0u; i < textureDimensions(t); i++) {
        let v = textureLoad(t, i).x;
        old[i] = v;
        textureStore(t, i, vec4<i32>(v / -2 - 1 + i32(i)));
    }
    return old;
}
@compute @workgroup_size(1) fn main() {
    let old = rewrite(tb);
    for (var i = 0; i < 4; i++) {
        out[i] = textureLoad(tb, i).x;
        out[4 + i] = old[i];
    }
}
