// expect: NotAValue
struct S { a: f32 }
fn f() {
    let x = S;
}
