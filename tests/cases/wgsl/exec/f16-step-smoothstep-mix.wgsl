// expect f32: 1 0 0.5 2048 0.15625 0.5 0.3701172
// reference: 1; 0; 0.5; add(mul(2048,0.5),mul(2050,0.5)); h(0.15625); 0.5; add(mul(h(0.1),sub(1,h(0.3))),mul(1,h(0.3)))
// input u32: 1
// tolerance: 0.002
enable f16;
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@group(0) @binding(1) var<storage, read_write> input: array<u32>;
@compute @workgroup_size(1) fn main() {
    let one = f16(input[0]);
    out[0] = f32(step(one, 2.0h));
    out[1] = f32(step(2.0h, one));
    out[2] = f32(smoothstep(0.0h, 2.0h, one));
    out[3] = f32(mix(2048.0h * one, 2050.0h, 0.5h));
    out[4] = f32(smoothstep(0.0h, 4.0h, one));
    out[5] = f32(mix(0.0h, one, 0.5h));
    out[6] = f32(mix(f16(0.1) * one, one, f16(0.3)));
}
