// expect: ExtensionNotEnabled
struct O {
    @location(0) @blend_src(0) c: vec4<f32>,
    @location(0) @blend_src(1) d: vec4<f32>,
}
@fragment fn main() -> O {
    return O(vec4<f32>(), vec4<f32>());
}
