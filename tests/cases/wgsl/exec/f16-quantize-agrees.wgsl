// expect f32: 0.099975586 2048 5.9604645E-8 0 65504 -3.140625
// reference: h(0.1); h(2049); h(0x1.8p-25); h(1e-8); 65504; h(-3.14159)
// input u32: 1
// f32(f16(x)) and quantizeToF16(x) agree on values in range
enable f16;
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@group(0) @binding(1) var<storage, read_write> input: array<u32>;
@compute @workgroup_size(1) fn main() {
    let one = f16(input[0]);
    let x = f32(input[0]);
    out[0] = f32(f16(0.1 * x));
    out[1] = quantizeToF16(2049.0 * x);
    out[2] = quantizeToF16(0x1.8p-25 * x);
    out[3] = f32(f16(1e-8 * x));
    out[4] = quantizeToF16(65504.0 * x);
    out[5] = f32(f16(-3.14159 * x));
}
