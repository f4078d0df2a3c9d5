// expect f32: 0.4794922 0.8774414 0.5463867 0.5234375 1.046875 1.1074219 2.3554688 0.14111328
// reference: sin(h(0.5)); cos(h(0.5)); tan(h(0.5)); asin(h(0.5)); acos(h(0.5)); atan(2); atan2(1,-1); sin(3)
// input u32: 1
// tolerance: 0.002
enable f16;
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@group(0) @binding(1) var<storage, read_write> input: array<u32>;
@compute @workgroup_size(1) fn main() {
    let one = f16(input[0]);
    let h = 0.5h * one;
    out[0] = f32(sin(h));
    out[1] = f32(cos(h));
    out[2] = f32(tan(h));
    out[3] = f32(asin(h));
    out[4] = f32(acos(h));
    out[5] = f32(atan(2.0h * one));
    out[6] = f32(atan2(one, -one));
    out[7] = f32(sin(3.0h * one));
}
