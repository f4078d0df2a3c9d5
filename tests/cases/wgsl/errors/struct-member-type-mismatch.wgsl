// expect: TypeMismatch
struct S { a: f32, b: u32 }
fn f() {
    let s = S(1.0, 1.5);
}
