// expect i32: 65504 -65504 2147483647 -2147483648 1 -1 0 2049
// reference: 65504; -65504; n(2147483647); n(-2147483648); 1; -1; 0; n(2049)
// input u32: 1
// f16 to i32 truncates; the infinities saturate to the i32 range
enable f16;
@group(0) @binding(0) var<storage, read_write> out: array<i32>;
@group(0) @binding(1) var<storage, read_write> input: array<u32>;
@compute @workgroup_size(1) fn main() {
    let one = f16(input[0]);
    let m = 65504.0h * one;
    out[0] = i32(m);
    out[1] = i32(-m);
    out[2] = i32(m * 2.0h);
    out[3] = i32(-m * 2.0h);
    out[4] = i32(1.99h * one);
    out[5] = i32(-1.99h * one);
    out[6] = i32(0x1p-24h * one);
    out[7] = i32(2048.0h * one) + i32(one);
}
