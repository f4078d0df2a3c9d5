// expect u32: 1073757184 1140867584 1174422784 18176
// reference: pack(1,2); pack(3,4); pack(5,6); pack(7,0)
// input u32: 1
// WGSL layout: vec3<f16> is 6 bytes aligned 8, so b sits at byte 6 in the same word as a.z; c at 8, d at 12, the struct is 16 bytes
enable f16;
struct S { a: vec3<f16>, b: f16, c: vec2<f16>, d: f16 }
@group(0) @binding(0) var<storage, read_write> out: S;
@group(0) @binding(1) var<storage, read_write> input: array<u32>;
@compute @workgroup_size(1) fn main() {
    let one = f16(input[0]);
    out.b = 4.0h * one;
    out.a = vec3<f16>(1.0h, 2.0h, 3.0h) * one;
    out.d = 7.0h * one;
    out.c = vec2<f16>(5.0h, 6.0h) * one;
}
