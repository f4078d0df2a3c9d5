// expect u32: 1073757184 16896 1157645312 17920 1207977728 18560
// reference: pack(1,2); pack(3,0); pack(4,5); pack(6,0); pack(7,8); pack(9,0)
// input u32: 1
// mat3x3<f16> columns are vec3<f16>: 6 bytes at a stride of 8 (the padding half stays zero)
enable f16;
@group(0) @binding(0) var<storage, read_write> out: mat3x3<f16>;
@group(0) @binding(1) var<storage, read_write> input: array<u32>;
@compute @workgroup_size(1) fn main() {
    let one = f16(input[0]);
    out = mat3x3<f16>(1.0h, 2.0h, 3.0h, 4.0h, 5.0h, 6.0h, 7.0h, 8.0h, 9.0h) * one;
}
