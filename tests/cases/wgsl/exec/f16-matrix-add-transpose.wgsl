// expect f32: 0.2998047 2048 3 2 0.30004883 -4
// reference: add(h(0.1),h(0.2)); add(2048,1); 3; 2; add(h(0.3),0); -4
// input u32: 1
enable f16;
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@group(0) @binding(1) var<storage, read_write> input: array<u32>;
@compute @workgroup_size(1) fn main() {
    let one = f16(input[0]);
    let a = mat2x3<f16>(f16(0.1), 2048.0h, 3.0h, 2.0h, f16(0.3), -4.0h) * one;
    let b = mat2x3<f16>(f16(0.2), 1.0h, 0.0h, 0.0h, 0.0h, 0.0h);
    let c = a + b;
    out[0] = f32(c[0].x);
    out[1] = f32(c[0].y);
    let t = transpose(a);
    out[2] = f32(t[2].x);
    out[3] = f32(t[0].y);
    out[4] = f32(t[1].y);
    out[5] = f32(t[2].y);
}
