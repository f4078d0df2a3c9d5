// expect: InvalidAttribute
struct S {
    @align(8) a: vec4<f32>,
}
