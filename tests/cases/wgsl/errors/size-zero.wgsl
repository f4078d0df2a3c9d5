// expect: InvalidAttribute
struct S {
    @size(0) a: f32,
}
