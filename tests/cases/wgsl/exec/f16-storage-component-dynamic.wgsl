// expect u32: 1073757184 1140869248 18432
// reference: pack(1,2); pack(9,4); pack(8,0)
// input u32: 0
// a vector component chosen at run time is a half at a run-time byte offset (stride 2)
enable f16;
@group(0) @binding(0) var<storage, read_write> out: array<vec2<f16>, 3>;
@group(0) @binding(1) var<storage, read_write> input: array<u32>;
@compute @workgroup_size(1) fn main() {
    let i = input[0];   // 0
    out[0] = vec2<f16>(1.0h, 2.0h);
    out[1] = vec2<f16>(3.0h, 4.0h);
    out[1][i] = 9.0h;
    out[2][i] = out[1][i] - 1.0h;
}
