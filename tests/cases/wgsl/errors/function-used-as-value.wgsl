// expect: NotAValue
fn g() {}
fn f() {
    let x = g;
}
