// expect: TypeMismatch
@group(0) @binding(0) var s: sampler;
@fragment fn f() -> @location(0) vec4<f32> {
    return textureSample(1, s, vec2(0.5));
}
