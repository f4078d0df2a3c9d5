// expect f32: 2048 -7.033348E-6 6.1035156E-5 Infinity 65504 -4096
// reference: fma(h(2049),1,0); fma(h(0.1),h(0.1),h(-0.01)); fma(3,0x1p-14,-0x1p-13); fma(1024,1024,-1); fma(65504,2,-65504); fma(-2,2048,1)
// input u32: 1
// fma rounds once: 1024 * 1024 - 1 overflows f16 whatever the order, 65504 * 2 - 65504 does not overflow inside fma
enable f16;
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@group(0) @binding(1) var<storage, read_write> input: array<u32>;
@compute @workgroup_size(1) fn main() {
    let one = f16(input[0]);
    let h2049 = f16(2049.0 * f32(one));
    out[0] = f32(fma(h2049, one, 0.0h));
    out[1] = f32(fma(f16(0.1) * one, f16(0.1), f16(-0.01)));
    out[2] = f32(fma(3.0h * one, 0x1p-14h, -0x1p-13h));
    out[3] = f32(fma(1024.0h * one, 1024.0h, -1.0h));
    out[4] = f32(fma(65504.0h * one, 2.0h, -65504.0h));
    out[5] = f32(fma(-2.0h * one, 2048.0h, one));
}
