// expect: InvalidEntryPoint
@fragment fn main(@location(0) b: bool) -> @location(0) vec4<f32> {
    return vec4<f32>();
}
