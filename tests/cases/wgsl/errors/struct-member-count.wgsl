// expect: WrongArgumentCount
struct S { a: f32, b: f32 }
fn f() {
    let s = S(1.0);
}
