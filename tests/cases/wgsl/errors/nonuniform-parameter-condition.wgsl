// expect: NonUniform
fn maybe(c: bool, x: f32) -> f32 {
    if c {
        return dpdx(x);
    }
    return 0.0;
}
@fragment fn main(@location(0) x: f32) -> @location(0) vec4<f32> {
    return vec4<f32>(maybe(x > 0.0, x));
}
