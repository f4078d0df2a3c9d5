// expect u32: 3221240832 97279 2147515392 4227804774 11878
// reference: pack(1,-2); pack(65504,0x1p-24); pack(inf,-0); pack(h(0.1),-65504); bits(h(0.1))
// input u32: 1
// not on gl: its -0.0h * one is +0 there (llvmpipe folds -0.0 * x to 0 in shaders not marked precise; WGSL lets an implementation ignore the sign of a zero)
enable f16;
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@group(0) @binding(1) var<storage, read_write> input: array<u32>;
@compute @workgroup_size(1) fn main() {
    let one = f16(input[0]);
    let a = vec2<f16>(1.0h, -2.0h) * one;
    out[0] = bitcast<u32>(a);
    let b = bitcast<vec2<u32>>(vec4<f16>(65504.0h, 0x1p-24h, 65504.0h * one * 2.0h, -0.0h) * one);
    out[1] = b.x;
    out[2] = b.y;
    out[3] = u32(bitcast<i32>(vec2<f16>(f16(0.1), -65504.0h) * one));
    out[4] = bitcast<u32>(vec2<f16>(f16(0.1) * one, 0.0h));
}
