// expect f32: 0.33325195 0.6665039 Infinity -Infinity Infinity 5.9604645E-8 9.765625E-4 70
// reference: div(1,3); div(2,3); div(1,0); div(-1,0); div(65504,0.5); div(0x1p-14,1024); div(1,1024); div(7,h(0.1))
// input u32: 1
// quotients rounded to nearest even; division by zero gives infinities, overflow too
enable f16;
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@group(0) @binding(1) var<storage, read_write> input: array<u32>;
@compute @workgroup_size(1) fn main() {
    let one = f16(input[0]);
    out[0] = f32(one / 3.0h);
    out[1] = f32(2.0h * one / 3.0h);
    out[2] = f32(one / (one - one));
    out[3] = f32(-one / (one - one));
    out[4] = f32(65504.0h * one / 0.5h);
    out[5] = f32(0x1p-14h * one / 1024.0h);
    out[6] = f32(one / 1024.0h);
    out[7] = f32(7.0h * one / f16(0.1));
}
