// expect: TypeMismatch
fn f() {
    let x: i32 = 1.5;
}
