// expect: InvalidAttribute
enable dual_source_blending;
struct O {
    @location(0) @blend_src(2) c: vec4<f32>,
}
