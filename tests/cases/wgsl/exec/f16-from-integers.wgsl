// expect f32: 2048 2052 65504 Infinity -Infinity -65504 Infinity -7
// reference: 2048; 2052; 65504; inf; -inf; -65504; h(123456789); h(-7)
// input u32: 1
// integers round to nearest even; beyond 65519 they are out of range and give the infinity of their sign
enable f16;
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@group(0) @binding(1) var<storage, read_write> input: array<u32>;
@compute @workgroup_size(1) fn main() {
    let one = f16(input[0]);
    let k = i32(input[0]);
    out[0] = f32(f16(2049 * k));
    out[1] = f32(f16(2051u * input[0]));
    out[2] = f32(f16(65519 * k));
    out[3] = f32(f16(65520u * input[0]));
    out[4] = f32(f16(-70000 * k));
    out[5] = f32(f16(-65519 * k));
    out[6] = f32(f16(123456789 * k));
    out[7] = f32(vec2<f16>(vec2<i32>(-7 * k)).x);
}
