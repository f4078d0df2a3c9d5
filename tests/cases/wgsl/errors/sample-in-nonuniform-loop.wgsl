// expect: NonUniform
@group(0) @binding(0) var t: texture_2d<f32>;
@group(0) @binding(1) var s: sampler;
@fragment fn main(@location(0) uv: vec2<f32>, @location(1) @interpolate(flat) n: u32) -> @location(0) vec4<f32> {
    var c = vec4<f32>();
    for (var i = 0u; i < n; i++) {
        c += textureSample(t, s, uv);
    }
    return c;
}
