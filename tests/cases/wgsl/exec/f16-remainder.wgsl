// expect f32: 1 -1 1 0.25 0.044189453 5.9604645E-8
// reference: rem(7,3); rem(-7,3); rem(7,-3); rem(h(5.5),h(0.75)); rem(1000,h(0.1)); rem(0x1p-24,1)
// input u32: 1
// truncating remainder: the sign follows the dividend
enable f16;
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@group(0) @binding(1) var<storage, read_write> input: array<u32>;
@compute @workgroup_size(1) fn main() {
    let one = f16(input[0]);
    out[0] = f32(7.0h * one % 3.0h);
    out[1] = f32(-7.0h * one % 3.0h);
    out[2] = f32(7.0h * one % -3.0h);
    out[3] = f32(5.5h * one % 0.75h);
    out[4] = f32(1000.0h * one % f16(0.1));
    out[5] = f32(0x1p-24h * one % one);
}
