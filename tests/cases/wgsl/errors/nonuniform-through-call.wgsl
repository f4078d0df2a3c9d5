// expect: NonUniform
fn needs_uniform(x: f32) -> f32 {
    return dpdy(x);
}
@fragment fn main(@location(0) x: f32) -> @location(0) vec4<f32> {
    var y = 0.0;
    if x > 0.0 {
        y = needs_uniform(x);
    }
    return vec4<f32>(y);
}
