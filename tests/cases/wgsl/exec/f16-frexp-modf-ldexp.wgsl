// expect f32: 0.75 2 -0.5 -12 0.5 1 5.9604645E-8 65504 Infinity 5.9604645E-8
// reference: 0.75; 2; -0.5; -12; h(0.5); 1; 0x1p-24; 65504; inf; 0x1p-24
// input u32: 1
// ldexp rounds: 2^16 overflows to inf, 1.5 * 2^-25 rounds to the smallest subnormal
enable f16;
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@group(0) @binding(1) var<storage, read_write> input: array<u32>;
@compute @workgroup_size(1) fn main() {
    let one = f16(input[0]);
    let f = frexp(3.0h * one);
    out[0] = f32(f.fract);
    out[1] = f32(f.exp);
    let g = frexp(-0x1p-13h * one);
    out[2] = f32(g.fract);
    out[3] = f32(g.exp);
    let m = modf(1.5h * one);
    out[4] = f32(m.fract);
    out[5] = f32(m.whole);
    out[6] = f32(ldexp(one, -24));
    out[7] = f32(ldexp(0.99951171875h * one, 16));
    out[8] = f32(ldexp(one, 16));
    out[9] = f32(ldexp(1.5h * one, -25));
}
