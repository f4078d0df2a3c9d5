// expect f32: 23 34 31 46 0.2998047 4096
// reference: dot(1,5,3,6); dot(2,5,4,6); dot(1,7,3,8); dot(2,7,4,8); mul(h(0.1),3); mul(2048,2)
// input u32: 1
enable f16;
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@group(0) @binding(1) var<storage, read_write> input: array<u32>;
@compute @workgroup_size(1) fn main() {
    let one = f16(input[0]);
    let a = mat2x2<f16>(1.0h, 2.0h, 3.0h, 4.0h) * one;
    let b = mat2x2<f16>(5.0h, 6.0h, 7.0h, 8.0h);
    let c = a * b;
    out[0] = f32(c[0].x);
    out[1] = f32(c[0].y);
    out[2] = f32(c[1].x);
    out[3] = f32(c[1].y);
    let s = mat2x2<f16>(f16(0.1), 0.0h, 0.0h, 2048.0h) * one * 3.0h;
    out[4] = f32(s[0].x);
    out[5] = f32(s[1].y * one / 1.5h);
}
