// expect: InvalidEntryPoint
@vertex fn main() -> @location(0) vec4<f32> {
    return vec4<f32>();
}
