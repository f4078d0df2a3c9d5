// expect f32: 1.4140625 1.7324219 2.4414062E-4 255.875 0.5 0.3161621
// reference: sqrt(2); sqrt(3); sqrt(0x1p-24); sqrt(65504); sqrt(0.25); sqrt(h(0.1))
// input u32: 1
// square roots correctly rounded, of a subnormal too
enable f16;
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@group(0) @binding(1) var<storage, read_write> input: array<u32>;
@compute @workgroup_size(1) fn main() {
    let one = f16(input[0]);
    out[0] = f32(sqrt(2.0h * one));
    out[1] = f32(sqrt(3.0h * one));
    out[2] = f32(sqrt(0x1p-24h * one));
    out[3] = f32(sqrt(65504.0h * one));
    out[4] = f32(sqrt(0.25h * one));
    out[5] = f32(sqrt(f16(0.1) * one));
}
