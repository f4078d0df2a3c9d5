// expect: WrongArgumentCount
@group(0) @binding(0) var t: texture_cube<f32>;
@group(0) @binding(1) var s: sampler;
@fragment fn f() -> @location(0) vec4<f32> {
    return textureSample(t, s, vec3(0.0), vec3i(0));
}
