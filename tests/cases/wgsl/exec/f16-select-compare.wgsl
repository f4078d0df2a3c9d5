// expect f32: 1 0 1 1 0 3
// reference: 1; 0; 1; 1; 0; 3
// input u32: 1
// comparisons see the rounded values: 2048 + 1 equals 2048 in f16
enable f16;
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@group(0) @binding(1) var<storage, read_write> input: array<u32>;
@compute @workgroup_size(1) fn main() {
    let one = f16(input[0]);
    let a = 2048.0h * one + one; // rounds to 2048
    out[0] = select(0.0, 1.0, a == 2048.0h);
    out[1] = select(0.0, 1.0, a > 2048.0h);
    out[2] = select(0.0, 1.0, 0x1p-24h * one > 0.0h);
    out[3] = select(0.0, 1.0, all(vec2<f16>(1.0h, 2.0h) * one <= vec2<f16>(1.0h, 2.0h)));
    out[4] = select(0.0, 1.0, (65504.0h * one * 2.0h) < 65504.0h);
    out[5] = f32(select(2.0h, 3.0h, a >= 2048.0h));
}
