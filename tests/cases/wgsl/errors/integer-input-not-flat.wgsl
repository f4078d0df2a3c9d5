// expect: InvalidEntryPoint
@fragment fn main(@location(0) @interpolate(linear) i: i32) -> @location(0) vec4<f32> {
    return vec4<f32>(f32(i));
}
