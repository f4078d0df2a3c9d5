// expect f32: 2048 2052 Infinity 1.1920929E-7 0.33325195 0.6665039 1.3330078 1.6669922
// reference: add(2048,1); add(2048,3); add(65504,16); add(0x1p-24,0x1p-24); div(1,3); div(2,3); div(4,3); div(5,3)
// input u32: 1
// the z and w channels round through the second PK2H/UP2H pair
enable f16;
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@group(0) @binding(1) var<storage, read_write> input: array<u32>;
@compute @workgroup_size(1) fn main() {
    let one = f16(input[0]);
    let a = vec4<f16>(2048.0h, 2048.0h, 65504.0h, 0x1p-24h) * one + vec4<f16>(1.0h, 3.0h, 16.0h, 0x1p-24h);
    out[0] = f32(a.x);
    out[1] = f32(a.y);
    out[2] = f32(a.z);
    out[3] = f32(a.w);
    let q = vec4<f16>(1.0h, 2.0h, 4.0h, 5.0h) * one / 3.0h;
    out[4] = f32(q.x);
    out[5] = f32(q.y);
    out[6] = f32(q.z);
    out[7] = f32(q.w);
}
