// expect: TypeMismatch
fn f() {
    return 1;
}
