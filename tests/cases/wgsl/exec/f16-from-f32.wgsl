// expect f32: 0.099975586 2048 2052 65504 Infinity -Infinity 0 5.9604645E-8 0 0
// reference: h(0.1); h(2049); h(2051); h(65519); inf; -inf; h(0x1p-25); h(0x1.8p-25); h(1e-8); h(-1e-8)
// input u32: 1
// f32 to f16 rounds to nearest even: 65519 is the last value below the overflow threshold, 2^-25 ties to zero, 1.5 * 2^-25 rounds up to 2^-24
enable f16;
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@group(0) @binding(1) var<storage, read_write> input: array<u32>;
@compute @workgroup_size(1) fn main() {
    let one = f16(input[0]);
    let x = f32(input[0]);
    out[0] = f32(f16(0.1 * x));
    out[1] = f32(f16(2049.0 * x));
    out[2] = f32(f16(2051.0 * x));
    out[3] = f32(f16(65519.0 * x));
    out[4] = f32(f16(65520.0 * x));
    out[5] = f32(f16(-1e10 * x));
    out[6] = f32(f16(0x1p-25 * x));
    out[7] = f32(f16(0x1.8p-25 * x));
    out[8] = f32(f16(1e-8 * x));
    out[9] = f32(f16(-1e-8 * x));
}
