// expect: NotCallable
fn f() {
    let g = 1;
    let h = g(2);
}
