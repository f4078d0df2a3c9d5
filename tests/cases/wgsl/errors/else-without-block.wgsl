// expect: Unexpected
fn f(c: bool) {
    if c {} else return;
}
