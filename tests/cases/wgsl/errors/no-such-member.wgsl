// expect: NoSuchMember
struct S { a: f32 }
fn f(s: S) -> f32 {
    return s.b;
}
