// expect f32: 2048 2052 65504 5.9604645E-8 0.33325195 1.4140625 0.009994507 0.2998047
// reference: add(2048,1); add(2048,3); 65504; 0x1p-24; div(1,3); sqrt(2); mul(h(0.1),h(0.1)); add(h(0.1),h(0.2))
// input u32: 1
// const-expressions are evaluated in f16 (each operation rounded), as at run time
enable f16;
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@group(0) @binding(1) var<storage, read_write> input: array<u32>;
@compute @workgroup_size(1) fn main() {
    let one = f16(input[0]);
    const a = 2048.0h + 1.0h;
    const b = 2048.0h + 3.0h;
    const c = 65504.0h;
    const d = 0x1p-24h;
    const e = 1.0h / 3.0h;
    const f = sqrt(2.0h);
    out[0] = f32(a) * f32(one);
    out[1] = f32(b);
    out[2] = f32(c);
    out[3] = f32(d);
    out[4] = f32(e);
    out[5] = f32(f);
    out[6] = f32(0.1h * 0.1h);
    out[7] = f32(0.1h + 0.2h);
}
