// expect f32: 3 2048 -2 5.9604645E-8 65504 1.0996094
// reference: 3; add(2048,1); -2; 0x1p-24; 65504; add(h(0.1),1)
// input u32: 1073757184 3221252096 2080309249 11878
// halves read from a buffer: (1, 2), (2048, -2), (2^-24, 65504), (0.1, 0) as words
enable f16;
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@group(0) @binding(1) var<storage, read_write> input: array<f16>;
@compute @workgroup_size(1) fn main() {
    let one = input[0];
    out[0] = f32(input[1] + input[0]);
    out[1] = f32(input[2] + one);
    out[2] = f32(input[3]);
    out[3] = f32(input[4]);
    out[4] = f32(input[5]);
    out[5] = f32(input[6] + one);
}
