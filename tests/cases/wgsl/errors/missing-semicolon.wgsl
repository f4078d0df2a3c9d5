// expect: Unexpected
fn f() {
    var x = 1
    x = 2;
}
