// expect f32: 0 1.1920929E-7 3.0517578E-5 1.1920929E-7 6.097555E-5 1.1920929E-7 0 9.841919E-4
// reference: mul(0x1p-24,0.5); mul(0x1p-23,0.75); mul(0x1p-14,0.5); add(0x1p-24,0x1p-24); sub(0x1p-14,0x1p-24); mul(0x1p-24,1.5); div(0x1p-24,2); mul(h(0.000123),8)
// input u32: 1
// gradual underflow: 2^-25 ties to zero (even), 3 * 2^-25 ties up to 2^-23, subnormals are kept, not flushed
enable f16;
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@group(0) @binding(1) var<storage, read_write> input: array<u32>;
@compute @workgroup_size(1) fn main() {
    let one = f16(input[0]);
    let t = 0x1p-24h * one;
    out[0] = f32(t * 0.5h);
    out[1] = f32(0x1p-23h * one * 0.75h);
    out[2] = f32(0x1p-14h * one * 0.5h);
    out[3] = f32(t + t);
    out[4] = f32(0x1p-14h * one - t);
    out[5] = f32(t * 1.5h);
    out[6] = f32(t / 2.0h);
    out[7] = f32(f16(0.000123) * one * 8.0h);
}
