// expect f32: 1 -2 65504 5.9604645E-8 Infinity 0
// reference: 1; -2; 65504; 0x1p-24; inf; -0
// input u32: 3221240832 97279 2147515392
// the low half is x: 0xC0003C00 is (1, -2)
enable f16;
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@group(0) @binding(1) var<storage, read_write> input: array<u32>;
@compute @workgroup_size(1) fn main() {
    let one = f16(input[0]);
    let w = input[0];
    let a = bitcast<vec2<f16>>(w);
    out[0] = f32(a.x);
    out[1] = f32(a.y);
    let b = bitcast<vec4<f16>>(vec2<u32>(input[1], input[2]));
    out[2] = f32(b.x);
    out[3] = f32(b.y);
    out[4] = f32(b.z);
    out[5] = f32(b.w);
}
