// expect: TypeMismatch
fn f() -> i32 {
    return;
}
