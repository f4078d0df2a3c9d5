// expect: InvalidAttribute
struct S {
    @align(12) a: f32,
}
