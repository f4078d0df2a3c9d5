// expect: NotAValue
fn f() {
    let x = sin;
}
