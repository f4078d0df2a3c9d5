// expect: NotAType
fn f() {
    let t = 1;
    var x: t;
}
