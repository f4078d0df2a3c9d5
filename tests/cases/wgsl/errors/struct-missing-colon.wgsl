// expect: Unexpected
struct S {
    a f32,
}
