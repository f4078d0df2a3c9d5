// expect f32: 1.4140625 10000 Infinity 0.5 0.70703125 4096
// reference: pow(2,h(0.5)); pow(10,4); pow(3,h(10.5)); inverseSqrt(4); inverseSqrt(2); inverseSqrt(0x1p-24)
// input u32: 1
// tolerance: 0.002
// pow(3, 10.5) = 102275 overflows to +inf
enable f16;
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@group(0) @binding(1) var<storage, read_write> input: array<u32>;
@compute @workgroup_size(1) fn main() {
    let one = f16(input[0]);
    out[0] = f32(pow(2.0h * one, 0.5h));
    out[1] = f32(pow(10.0h * one, 4.0h));
    out[2] = f32(pow(3.0h * one, 10.5h));
    out[3] = f32(inverseSqrt(4.0h * one));
    out[4] = f32(inverseSqrt(2.0h * one));
    out[5] = f32(inverseSqrt(0x1p-24h * one));
}
