// expect f32: Infinity Infinity -Infinity Infinity Infinity Infinity -Infinity 65504
// reference: mul(65504,2); add(65504,65504); sub(-65504,65504); mul(h(300),h(300)); div(1,0x1p-24); add(65504,31); add(-65504,-31); mul(h(256),h(255.9))
// input u32: 1
// results beyond 65520 (half an ulp above the largest finite) are infinite, below it round back to 65504
enable f16;
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@group(0) @binding(1) var<storage, read_write> input: array<u32>;
@compute @workgroup_size(1) fn main() {
    let one = f16(input[0]);
    let m = 65504.0h * one;
    out[0] = f32(m * 2.0h);
    out[1] = f32(m + m);
    out[2] = f32(-m - m);
    out[3] = f32(300.0h * one * 300.0h);
    out[4] = f32(one / 0x1p-24h);
    out[5] = f32(m + 31.0h);
    out[6] = f32(-m - 31.0h);
    out[7] = f32(256.0h * one * f16(255.9));
}
