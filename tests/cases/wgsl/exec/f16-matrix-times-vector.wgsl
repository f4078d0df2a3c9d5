// expect f32: 0.69970703 1 2048 2048
// reference: dot(1,h(0.1),3,h(0.2)); dot(2,h(0.1),4,h(0.2)); dot(2048,1,1,1); dot(1,1,2048,1)
// input u32: 1
// each component is the f32 dot product rounded once to f16 (WGSL leaves the intermediate precision open)
enable f16;
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@group(0) @binding(1) var<storage, read_write> input: array<u32>;
@compute @workgroup_size(1) fn main() {
    let one = f16(input[0]);
    let m = mat2x2<f16>(1.0h, 2.0h, 3.0h, 4.0h) * one;
    let v = m * vec2<f16>(f16(0.1), f16(0.2));
    out[0] = f32(v.x);
    out[1] = f32(v.y);
    let w = mat2x2<f16>(2048.0h, 1.0h, 1.0h, 2048.0h) * one * vec2<f16>(1.0h, 1.0h);
    out[2] = f32(w.x);
    out[3] = f32(w.y);
}
