// expect: Redefinition
struct S {
    a: f32,
    a: i32,
}
