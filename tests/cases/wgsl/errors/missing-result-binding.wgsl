// expect: MissingBinding
@fragment fn main() -> vec4<f32> {
    return vec4<f32>();
}
