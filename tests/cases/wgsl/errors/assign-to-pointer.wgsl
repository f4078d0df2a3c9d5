// expect: NotAReference
fn f() {
    var v = 1;
    let p = &v;
    p = &v;
}
