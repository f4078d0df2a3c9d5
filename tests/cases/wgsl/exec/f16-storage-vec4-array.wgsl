// expect u32: 1073757184 1140867584 1291864320 1358974848 1300253056 1367363616
// reference: pack(1,2); pack(3,4); pack(10,20); pack(30,40); pack(11,22); pack(33,44)
// input u32: 1 2
// vec4<f16> is 8 bytes: two whole words, written with one STORE
enable f16;
@group(0) @binding(0) var<storage, read_write> out: array<vec4<f16>, 3>;
@group(0) @binding(1) var<storage, read_write> input: array<u32>;
@compute @workgroup_size(1) fn main() {
    let one = f16(input[0]);
    let k = input[1];   // 2
    out[0] = vec4<f16>(1.0h, 2.0h, 3.0h, 4.0h) * one;
    out[k - 1u] = out[0] * 10.0h;
    out[k] = out[0] + out[1];
}
