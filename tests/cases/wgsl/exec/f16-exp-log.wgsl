// expect f32: 2.71875 0.36791992 11.3125 2.3027344 9.96875 Infinity 9.536743E-7 -6.90625
// reference: exp(1); exp(-1); exp2(h(3.5)); log(10); log2(1000); exp(12); exp2(-20); log(h(0.001))
// input u32: 1
// tolerance: 0.002
// transcendentals: the f32 expansion rounded to f16; within two binary16 ulps (2^-9 relative) of the double-precision value rounded
enable f16;
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@group(0) @binding(1) var<storage, read_write> input: array<u32>;
@compute @workgroup_size(1) fn main() {
    let one = f16(input[0]);
    out[0] = f32(exp(one));
    out[1] = f32(exp(-one));
    out[2] = f32(exp2(3.5h * one));
    out[3] = f32(log(10.0h * one));
    out[4] = f32(log2(1000.0h * one));
    out[5] = f32(exp(12.0h * one));
    out[6] = f32(exp2(-20.0h * one));
    out[7] = f32(log(f16(0.001) * one));
}
