// expect: TypeMismatch
fn g(x: u32) {}
fn f() {
    g(1.0);
}
