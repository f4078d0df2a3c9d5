// expect: NotConst
@group(0) @binding(0) var t: texture_2d<f32>;
@group(0) @binding(1) var s: sampler;
@fragment fn f(@location(0) uv: vec2<f32>, @location(1) @interpolate(flat) o: vec2<i32>) -> @location(0) vec4<f32> {
    return textureSample(t, s, uv, o);
}
