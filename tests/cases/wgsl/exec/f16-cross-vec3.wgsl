// expect f32: -3 6 -3 2047
// reference: dot(2,6,-3,5); dot(3,4,-1,6); dot(1,5,-2,4); dot(2048,1,-1,1)
// input u32: 1
// cross product components, each rounded once (2048 - 1 = 2047 is exact)
enable f16;
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@group(0) @binding(1) var<storage, read_write> input: array<u32>;
@compute @workgroup_size(1) fn main() {
    let one = f16(input[0]);
    let c = cross(vec3<f16>(1.0h, 2.0h, 3.0h) * one, vec3<f16>(4.0h, 5.0h, 6.0h));
    out[0] = f32(c.x);
    out[1] = f32(c.y);
    out[2] = f32(c.z);
    let d = cross(vec3<f16>(0.0h, 2048.0h, 1.0h) * one, vec3<f16>(0.0h, 1.0h, one));
    out[3] = f32(d.x);
}
