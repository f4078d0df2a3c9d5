// expect: NonUniform
@fragment fn main(@location(0) x: f32) -> @location(0) vec4<f32> {
    var d = 0.0;
    if x > 0.5 {
        d = dpdx(x);
    }
    return vec4<f32>(d);
}
