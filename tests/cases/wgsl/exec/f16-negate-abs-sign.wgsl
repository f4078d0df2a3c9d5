// expect f32: -1.5 1.5 -1 1 0 5.9604645E-8 -1 1
// reference: -1.5; 1.5; -1; 1; 0; 0x1p-24; -1; 1
// input u32: 1
enable f16;
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@group(0) @binding(1) var<storage, read_write> input: array<u32>;
@compute @workgroup_size(1) fn main() {
    let one = f16(input[0]);
    let x = -1.5h * one;
    out[0] = f32(x);
    out[1] = f32(-x);
    out[2] = f32(sign(x));
    out[3] = f32(sign(-x));
    out[4] = f32(sign(x - x));
    out[5] = f32(abs(-0x1p-24h * one));
    out[6] = f32(sign(-0x1p-24h * one));
    out[7] = f32(abs(vec2<f16>(-one, one)).x);
}
