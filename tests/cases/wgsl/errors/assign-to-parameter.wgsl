// expect: NotAReference
fn f(x: i32) {
    x = 1;
}
