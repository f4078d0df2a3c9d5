// expect: TypeMismatch
fn f(x: f32) {
    while x {}
}
