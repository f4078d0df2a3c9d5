// expect f32: 1 0 1 0 1 0
// reference: 1; 0; 1; 0; 1; 0
// input u32: 1
// bool(x) is x != 0 (a subnormal is true, -0 false)
enable f16;
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@group(0) @binding(1) var<storage, read_write> input: array<u32>;
@compute @workgroup_size(1) fn main() {
    let one = f16(input[0]);
    out[0] = f32(f16(true) * one);
    out[1] = f32(f16(false) * one);
    out[2] = f32(select(0.0h, 1.0h, bool(0x1p-24h * one)));
    out[3] = f32(select(0.0h, 1.0h, bool(-0.0h * one)));
    out[4] = f32(vec2<f16>(vec2<bool>(true, false)).x);
    out[5] = f32(vec2<f16>(vec2<bool>(true, false)).y);
}
