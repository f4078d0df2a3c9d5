// expect: MissingBinding
@fragment fn main(x: f32) -> @location(0) vec4<f32> {
    return vec4<f32>(x);
}
