// expect: InvalidAttribute
struct O {
    @location(0) @blend_src(2) c: vec4<f32>,
}
