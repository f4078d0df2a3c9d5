// expect: TypeMismatch
fn f(x: i32) {
    if x {}
}
