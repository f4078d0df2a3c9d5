// expect f32: 2048 2052 2052 0.21008301 0.35009766 0.6298828
// reference: add(2048,1); add(2050,1); add(2052,1); mul(h(0.3),h(0.7)); mul(h(0.5),h(0.7)); mul(h(0.9),h(0.7))
// input u32: 1
// each component rounds to even on its own: 2049 -> 2048, 2051 -> 2052, 2053 -> 2052
enable f16;
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@group(0) @binding(1) var<storage, read_write> input: array<u32>;
@compute @workgroup_size(1) fn main() {
    let one = f16(input[0]);
    let a = vec3<f16>(2048.0h, 2050.0h, 2052.0h) * one + one;
    out[0] = f32(a.x);
    out[1] = f32(a.y);
    out[2] = f32(a.z);
    let b = vec3<f16>(f16(0.3), 0.5h, f16(0.9)) * one * f16(0.7);
    out[3] = f32(b.x);
    out[4] = f32(b.y);
    out[5] = f32(b.z);
}
