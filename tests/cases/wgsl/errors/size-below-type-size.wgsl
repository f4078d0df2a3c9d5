// expect: InvalidAttribute
struct S {
    @size(8) a: vec3<f32>,
}
