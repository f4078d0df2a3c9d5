// expect: UnknownName
fn f() {
    let x = sqr(2.0);
}
