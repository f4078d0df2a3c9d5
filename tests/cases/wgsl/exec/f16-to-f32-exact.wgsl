// expect f32: 65504 5.9604645E-8 0.099975586 0 -1.1920929E-7 2049
// reference: 65504; 0x1p-24; h(0.1); -0; h(-1e-7); n(2049)
// input u32: 1
// every f16 is an f32: the conversion is exact (subnormals become normal f32 values)
enable f16;
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@group(0) @binding(1) var<storage, read_write> input: array<u32>;
@compute @workgroup_size(1) fn main() {
    let one = f16(input[0]);
    out[0] = f32(65504.0h * one);
    out[1] = f32(0x1p-24h * one);
    out[2] = f32(f16(0.1) * one);
    out[3] = f32(-0.0h * one);
    out[4] = f32(f16(-1e-7) * one);
    out[5] = f32(2048.0h * one) + f32(one);
}
