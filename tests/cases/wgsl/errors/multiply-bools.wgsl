// expect: InvalidOperands
fn f(a: bool, b: bool) -> bool {
    return a * b;
}
