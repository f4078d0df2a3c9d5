// expect f32: 2048 2052 0.2998047 0.33325195 1 0
// reference: add(2048,1); add(2048,3); mul(h(0.1),3); div(1,3); sub(1,0x1p-12); mul(0x1p-24,0.5)
// input u32: 1
enable f16;
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@group(0) @binding(1) var<storage, read_write> input: array<u32>;
@compute @workgroup_size(1) fn main() {
    let one = f16(input[0]);
    let a = vec2<f16>(2048.0h, f16(0.1)) * one;
    let s = a + vec2<f16>(1.0h, 0.0h);
    out[0] = f32(s.x);
    out[1] = f32((a + vec2<f16>(3.0h)).x);
    out[2] = f32((a * 3.0h).y);
    let q = vec2<f16>(one, one - 0x1p-12h) / vec2<f16>(3.0h, 1.0h);
    out[3] = f32(q.x);
    out[4] = f32(q.y);
    out[5] = f32((vec2<f16>(0x1p-24h) * one * 0.5h).y);
}
