// expect f32: 0.99902344 1 9.765625E-4 6.097555E-5 0 0
// reference: sub(1,0.0009765625); sub(1,0.000244140625); sub(1.0009765625,1); sub(0x1p-14,0x1p-24); sub(3,3); sub(h(0.1),h(0.1))
// input u32: 1
// below 1 the spacing halves: 1 - 2^-10 is exact, 1 - 2^-12 ties to 1; the smallest normal minus the smallest subnormal is subnormal
enable f16;
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@group(0) @binding(1) var<storage, read_write> input: array<u32>;
@compute @workgroup_size(1) fn main() {
    let one = f16(input[0]);
    out[0] = f32(one - 0.0009765625h);
    out[1] = f32(one - 0.000244140625h);
    out[2] = f32(1.0009765625h * one - one);
    out[3] = f32(0x1p-14h * one - 0x1p-24h);
    out[4] = f32(3.0h * one - 3.0h);
    out[5] = f32(f16(0.1) * one - 0.1h);
}
