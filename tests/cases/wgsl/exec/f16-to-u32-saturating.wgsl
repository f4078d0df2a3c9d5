// expect u32: 65504 0 4294967295 0 1 2
// reference: 65504; 0; n(4294967295); 0; 1; 2
// input u32: 1
// negative values and -inf saturate to 0, +inf to the u32 maximum
enable f16;
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@group(0) @binding(1) var<storage, read_write> input: array<u32>;
@compute @workgroup_size(1) fn main() {
    let one = f16(input[0]);
    let m = 65504.0h * one;
    out[0] = u32(m);
    out[1] = u32(-m);
    out[2] = u32(m * 2.0h);
    out[3] = u32(-m * 2.0h);
    out[4] = u32(1.99h * one);
    out[5] = vec2<u32>(vec2<f16>(2.5h) * one).y;
}
