// expect f32: 0.5209961 1.1279297 0.4621582 1.4433594 1.3173828 0.5493164 Infinity 1
// reference: sinh(h(0.5)); cosh(h(0.5)); tanh(h(0.5)); asinh(2); acosh(2); atanh(h(0.5)); sinh(12); tanh(8)
// input u32: 1
// tolerance: 0.002
// sinh(12) = 81377 overflows f16 only slightly: the result is +inf
enable f16;
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@group(0) @binding(1) var<storage, read_write> input: array<u32>;
@compute @workgroup_size(1) fn main() {
    let one = f16(input[0]);
    let h = 0.5h * one;
    out[0] = f32(sinh(h));
    out[1] = f32(cosh(h));
    out[2] = f32(tanh(h));
    out[3] = f32(asinh(2.0h * one));
    out[4] = f32(acosh(2.0h * one));
    out[5] = f32(atanh(h));
    out[6] = f32(sinh(12.0h * one));
    out[7] = f32(tanh(8.0h * one));
}
