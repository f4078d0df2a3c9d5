// expect f32: 1 2 -2 -1 1 -1 2 2 4 -2 1024 0
// reference: 1; 2; -2; -1; 1; -1; 2; 2; 4; -2; 1024; 0
// input u32: 1
// round() breaks ties to even; 1024.5 is not an f16 (the literal is 1024)
enable f16;
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@group(0) @binding(1) var<storage, read_write> input: array<u32>;
@compute @workgroup_size(1) fn main() {
    let one = f16(input[0]);
    let a = 1.5h * one;
    out[0] = f32(floor(a));
    out[1] = f32(ceil(a));
    out[2] = f32(floor(-a));
    out[3] = f32(ceil(-a));
    out[4] = f32(trunc(a));
    out[5] = f32(trunc(-a));
    out[6] = f32(round(a));
    out[7] = f32(round(2.5h * one));
    out[8] = f32(round(3.5h * one));
    out[9] = f32(round(-2.5h * one));
    out[10] = f32(round(1024.5h * one));
    out[11] = f32(round(0x1p-24h * one));
}
