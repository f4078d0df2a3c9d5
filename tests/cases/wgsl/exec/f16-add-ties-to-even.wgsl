// expect f32: 2049 2052 2048 2052 65504 Infinity -Infinity 3
// reference: f32(2049); add(add(2048,3),1); add(2048,1); add(2048,3); add(65504,15); add(65504,16); sub(-65504,16); add(1,2)
// input u32: 1
// 2048 + 1 is a tie between 2048 and 2050 (to even: 2048); 2048 + 3 ties 2050 and 2052 (2052); 65504 + 16 is the first sum to overflow
enable f16;
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@group(0) @binding(1) var<storage, read_write> input: array<u32>;
@compute @workgroup_size(1) fn main() {
    let one = f16(input[0]);
    let big = 2048.0h * one;
    out[0] = f32(big) + 1.0; // in f32: exact
    out[1] = f32(big + 3.0h + one);
    out[2] = f32(big + one);
    out[3] = f32(big + 3.0h);
    out[4] = f32(65504.0h * one + 15.0h);
    out[5] = f32(65504.0h * one + 16.0h);
    out[6] = f32(-65504.0h * one - 16.0h);
    out[7] = f32(one + 2.0h);
}
