// expect f32: 1 2 2 0.5 5.9604645E-8 -65504 65504 0
// reference: 1; 2; 2; 0.5; 0x1p-24; -65504; 65504; 0
// input u32: 1
// selections are exact; the clamp of an overflowed sum (infinity) gives the high bound
enable f16;
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@group(0) @binding(1) var<storage, read_write> input: array<u32>;
@compute @workgroup_size(1) fn main() {
    let one = f16(input[0]);
    out[0] = f32(min(one, 2.0h));
    out[1] = f32(max(one, 2.0h));
    out[2] = f32(clamp(3.0h * one, one, 2.0h));
    out[3] = f32(clamp(0.5h * one, 0.0h, one));
    out[4] = f32(max(0x1p-24h * one, 0.0h));
    out[5] = f32(min(-65504.0h * one, 0.0h));
    out[6] = f32(clamp(65504.0h * one + 65504.0h, 0.0h, 65504.0h));
    out[7] = f32(saturate(-one));
}
