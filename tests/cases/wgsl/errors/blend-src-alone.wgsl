// expect: InvalidEntryPoint
enable dual_source_blending;
struct O {
    @location(0) @blend_src(1) c: vec4<f32>,
}
@fragment fn main() -> O {
    return O(vec4<f32>());
}
