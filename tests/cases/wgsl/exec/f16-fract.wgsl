// expect f32: 0.5 0.5 1 0.099975586 0 0.89990234
// reference: 0.5; 0.5; 1; h(0.1); 0; sub(1,h(0.1))
// input u32: 1
// fract(e) = e - floor(e): of a tiny negative number it is 1 - 2^-24, which rounds to 1.0 in f16 (WGSL allows [0, 1])
enable f16;
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@group(0) @binding(1) var<storage, read_write> input: array<u32>;
@compute @workgroup_size(1) fn main() {
    let one = f16(input[0]);
    out[0] = f32(fract(1.5h * one));
    out[1] = f32(fract(-1.5h * one));
    out[2] = f32(fract(-0x1p-24h * one));
    out[3] = f32(fract(f16(0.1) * one));
    out[4] = f32(fract(1024.0h * one));
    out[5] = f32(fract(-f16(0.1) * one));
}
