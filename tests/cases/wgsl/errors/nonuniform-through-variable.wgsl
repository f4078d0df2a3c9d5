// expect: NonUniform
@fragment fn main(@location(0) x: f32) -> @location(0) vec4<f32> {
    var take = false;
    take = x > 0.0;
    var d = 0.0;
    if take {
        d = fwidth(x);
    }
    return vec4<f32>(d);
}
