// expect: TypeMismatch
@group(0) @binding(0) var t: texture_2d<f32>;
@group(0) @binding(1) var s: sampler_comparison;
@fragment fn f() -> @location(0) vec4<f32> {
    return textureSample(t, s, vec2(0.5));
}
