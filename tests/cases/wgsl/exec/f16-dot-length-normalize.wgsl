// expect f32: 0.5 5 0.60009766 0.7998047 2050 1.4140625
// reference: dot(h(0.1),1,h(0.2),2); 5; h(0.6); h(0.8); dot(2048,1,1,1,1,1); sqrt(2)
// input u32: 1
// tolerance: 0.002
enable f16;
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@group(0) @binding(1) var<storage, read_write> input: array<u32>;
@compute @workgroup_size(1) fn main() {
    let one = f16(input[0]);
    out[0] = f32(dot(vec2<f16>(f16(0.1), f16(0.2)) * one, vec2<f16>(1.0h, 2.0h)));
    out[1] = f32(length(vec2<f16>(3.0h, 4.0h) * one));
    let n = normalize(vec2<f16>(3.0h, 4.0h) * one);
    out[2] = f32(n.x);
    out[3] = f32(n.y);
    out[4] = f32(dot(vec3<f16>(2048.0h, 1.0h, 1.0h) * one, vec3<f16>(1.0h)));
    out[5] = f32(distance(vec2<f16>(one, 0.0h), vec2<f16>(0.0h, one)));
}
