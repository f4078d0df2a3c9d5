// expect: TypeMismatch
fn f() {
    let x = 1;
    let y = *x;
}
