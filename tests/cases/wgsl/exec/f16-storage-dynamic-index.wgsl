// expect u32: 1157627904 0 18176 17664
// reference: pack(0,5); pack(0,0); pack(7,0); pack(5,0)
// input u32: 1 4
// run-time indices pick the half of a word at run time, for loads and stores
enable f16;
@group(0) @binding(0) var<storage, read_write> out: array<f16>;
@group(0) @binding(1) var<storage, read_write> input: array<u32>;
@compute @workgroup_size(1) fn main() {
    let i = input[0];     // 1
    let j = input[1];     // 4
    out[i] = 5.0h;
    out[j] = 7.0h;
    out[i + 5u] = out[j];
    out[j + 2u] = out[i];
}
