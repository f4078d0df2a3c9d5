// expect: DuplicateBinding
struct O {
    @location(0) a: vec4<f32>,
    @location(0) b: vec4<f32>,
}
@fragment fn main() -> O {
    return O(vec4<f32>(), vec4<f32>());
}
